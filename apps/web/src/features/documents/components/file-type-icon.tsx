import type { SvgIconProps } from "@mui/material";
import Architecture from "@mui/icons-material/Architecture";
import AudioFile from "@mui/icons-material/AudioFile";
import Description from "@mui/icons-material/Description";
import Image from "@mui/icons-material/Image";
import InsertDriveFile from "@mui/icons-material/InsertDriveFile";
import Movie from "@mui/icons-material/Movie";
import PictureAsPdf from "@mui/icons-material/PictureAsPdf";
import Slideshow from "@mui/icons-material/Slideshow";
import TableChart from "@mui/icons-material/TableChart";
import { fileTypeOf, type FileTypeValue } from "@fieldstead/domain";

const ICONS: Readonly<Record<FileTypeValue, typeof InsertDriveFile>> = {
  Image,
  Video: Movie,
  Audio: AudioFile,
  Excel: TableChart,
  Word: Description,
  Document: Description,
  DWG: Architecture,
  PowerPoint: Slideshow,
  PDF: PictureAsPdf,
  NotSpecified: InsertDriveFile,
};

/** The icon of a file's type (portal-platform §3.6), from its name. */
export const FileTypeIcon = ({ fileName, ...props }: { fileName: string } & SvgIconProps) => {
  const Icon = ICONS[fileTypeOf(fileName)];
  return <Icon aria-hidden {...props} />;
};
