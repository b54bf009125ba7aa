import { init, use } from "echarts/core";
import { BarChart, LineChart, PieChart } from "echarts/charts";
import { GridComponent, LegendComponent, TooltipComponent } from "echarts/components";
import { SVGRenderer } from "echarts/renderers";

// Only the parts the dashboards draw, so the chart library's chunk stays small. SVG draws a few dozen
// points crisply at any zoom and keeps each bar and slice an element of the page.
use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export { init };
