import { useEffect, useState } from "react";

type Health = "checking" | "ok" | "unavailable";

/** Shown at / until the portal's screens are built: says so, and shows that the server answers. */
export const ComingSoonPage = () => {
  const [health, setHealth] = useState<Health>("checking");
  useEffect(() => {
    fetch("/api/health", { headers: { "X-Requested-With": "XMLHttpRequest" } })
      .then((r) => setHealth(r.ok ? "ok" : "unavailable"))
      .catch(() => setHealth("unavailable"));
  }, []);
  return (
    <main
      style={{
        fontFamily: "system-ui, sans-serif",
        margin: "4rem auto",
        maxWidth: "40rem",
        color: "#1f2937",
      }}
    >
      <h1>Fieldstead</h1>
      <p>The web app is coming: sign-in and the portal's screens are not built yet.</p>
      <p>
        Server:{" "}
        <strong>{health === "checking" ? "checking…" : health === "ok" ? "running" : "not answering"}</strong>
      </p>
      <p>
        The API and its documentation are available at <a href="/api/docs">/api/docs</a>.
      </p>
    </main>
  );
};
