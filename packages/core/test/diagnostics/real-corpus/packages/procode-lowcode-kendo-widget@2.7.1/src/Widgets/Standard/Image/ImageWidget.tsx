import withToolTip from "../../../HOC/withToolTip";
import { ComprehensiveProps } from "../../DomainProps";
import { getImportantAttr } from "../../../utils/getImportantAttr";

export interface ImageProps extends ComprehensiveProps {
  src?: string | undefined;
  defaultSrc?: string | undefined;
  alt?: string | undefined;
}

function ImageWidget({ id, widgetStyle, src, alt, defaultSrc }: ImageProps) {
  return (
    <div id={widgetStyle?.id} className={widgetStyle?.className || ""}
      data-prc-col-important={getImportantAttr(widgetStyle)}>
      <img src={src} alt={alt} />
    </div>
  );
}

export default withToolTip(ImageWidget);
