import { FileText, LucideIcon, Paperclip } from "lucide-react";
import { cn } from "@/lib/utils";
import { Badge } from "@/base/badge";
import { Button } from "@/base/button";
import {
  DocumentArtifact,
  isEqualArtifact,
  Artifact,
  ArtifactType,
} from "./artifacts";
import { useChatCanvas } from "./context";

const IconMap: Record<Artifact["type"], LucideIcon> = {
  document: FileText,
};

export function ArtifactCard({
  data,
  getTitle = getCardTitle,
  iconMap = IconMap,
  className,
}: {
  data: Artifact;
  getTitle?: (data: Artifact) => string;
  iconMap?: Record<Artifact["type"], LucideIcon>;
  className?: string;
}) {
  const {
    openArtifactInCanvas,
    getArtifactVersion,
    restoreArtifact,
    displayedArtifact,
  } = useChatCanvas();
  const { versionNumber, isLatest } = getArtifactVersion(data);

  const Icon = iconMap[data.type] || Paperclip;
  const title = getTitle(data);
  const isDisplayed =
    displayedArtifact && isEqualArtifact(data, displayedArtifact);

  return (
    <div
      className={cn(
        "border-border hover:border-primary flex w-full max-w-72 cursor-pointer items-center justify-between gap-2 rounded-lg border-2 p-2",
        isDisplayed && "border-primary",
        className
      )}
      onClick={() => openArtifactInCanvas(data)}
    >
      <div className="flex flex-1 items-center gap-2">
        <Icon className="text-primary size-7 shrink-0" />
        <div className="flex flex-col">
          <div className="text-sm font-semibold">Version {versionNumber}</div>
          <div className="text-xs text-muted-foreground">{title}</div>
        </div>
      </div>
      {isLatest ? (
        <span className="ml-2">
          <Badge variant="default" label="Latest" />
        </span>
      ) : (
        <Button
          variant="ghost"
          size="sm"
          onClick={(e) => {
            e.stopPropagation();
            restoreArtifact(data);
          }}
          label="Restore"
        />
      )}
    </div>
  );
}

const getCardTitle = (artifact: Artifact) => {
  if (artifact.type === ArtifactType.Document) {
    const { title } = artifact.data as DocumentArtifact["data"];
    return title || "Document";
  }
  return "Generated Artifact";
};
