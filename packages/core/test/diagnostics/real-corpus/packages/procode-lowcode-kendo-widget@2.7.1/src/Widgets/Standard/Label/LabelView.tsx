import { BaseProps } from "../../DomainProps";
import { useEffectiveStyle } from "../../../utils/useEffectiveStyle";
import { getImportantAttr } from "../../../utils/getImportantAttr";

export interface LabelProps extends BaseProps {
  title: string | undefined;
  htmlFor?: string | undefined;
}

const LabelView = ({
  title,
  htmlFor,
  widgetStyle,
  rootStyle,
  id,
  onClick,
}: LabelProps) => {
  useEffectiveStyle(widgetStyle);
  useEffectiveStyle(rootStyle);

  return title ? (
    <label
      htmlFor={htmlFor}
      id={widgetStyle?.id ?? ""}
      className={widgetStyle?.className ?? ""}
      data-prc-col-important={getImportantAttr(widgetStyle)}
      style={widgetStyle?.inline ?? {}}
      onClick={(e) => onClick?.(null, "", e)}
    >
      <span id={htmlFor}>{title}</span>
    </label>
  ) : null;
};
export default LabelView;
