import { ComprehensiveProps } from "../../DomainProps";
import { getImportantAttr } from "../../../utils/getImportantAttr";

export interface HtmlProps extends ComprehensiveProps {}

const HtmlWidget = ({
  value,
  widgetStyle,
  id,
  onChange,
  onKeyDown,
  onKeyUp,
  onBlur,
  onClick,
  screenDataField,
}: HtmlProps) => {
  return (
    <div
      id={widgetStyle?.id || ""}
      className={widgetStyle?.className || ""}
      data-prc-col-important={getImportantAttr(widgetStyle)}
      style={widgetStyle?.inline || {}}
      dangerouslySetInnerHTML={{ __html: value ?? "" }}
      onClick={(event) => {
        if (onClick) onClick(null, screenDataField, event);
      }}
    />
  );
};

export default HtmlWidget;
