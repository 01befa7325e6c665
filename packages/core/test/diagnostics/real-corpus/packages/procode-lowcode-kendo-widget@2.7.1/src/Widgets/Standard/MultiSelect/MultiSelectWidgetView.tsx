import { MultiSelect } from "@progress/kendo-react-dropdowns";
import { ComprehensiveProps, Style } from "../../DomainProps";
import withCommonWrappers from "../../../HOC/withCommonWrappers";
import { cloneElement, useEffect, useRef, useState } from "react";
import { filterNonDomProperties } from "../../../utils/nonDomProperties";
import { getImportantAttr } from "../../../utils/getImportantAttr";

export interface MultiSelectViewProps {
  screenDataField?: string;
  widgetStyle?: Style;
  supportiveData: any[] | undefined;
  dataItemKey: string | undefined;
  textField?: string;
  enableSearch?: boolean;
  onFilterChange?: any;
  handleScroll?: any;
  value?: any[];
  disabled?: boolean;
  popupSettings?: Record<string, any>;
  placeholder?: string;
  onBlur: (event: any) => void;
  onChange: (event: any) => void;
  footer?: React.ReactNode;
  customItemRender?: (li: any, itemProps: any) => React.ReactNode;
  fillMode?: "solid" | "outline" | "flat" | null;
  title?: string;
}

const itemRender = (li: any, itemProps: any) => {
  const itemChildren = (
    <span className="prc-multiselect-item">
      <input
        className="prc-multiselect-item-check"
        type="checkbox"
        checked={itemProps.selected}
        readOnly
      />
      {li.props.children}
    </span>
  );
  return cloneElement(
    li,
    {
      ...li.props,
      className: `${li.props.className || ""} prc-multiselect-list-item`,
    },
    itemChildren,
  );
};

const MultiSelectWidgetView = ({
  widgetStyle,
  onChange,
  onBlur,
  onFilterChange,
  handleScroll,
  enableSearch,
  supportiveData,
  screenDataField,
  dataItemKey,
  textField,
  disabled,
  placeholder,
  value,
  popupSettings,
  footer,
  customItemRender,
  fillMode,
  title,
  ...rest
}: MultiSelectViewProps) => {
  const kendoProps = filterNonDomProperties(rest);
  const multiSelectRef = useRef<any>(null);
  const [popupWidth, setPopupWidth] = useState(0);
  const [opened, setOpened] = useState(false);
  const isSelectingRef = useRef(false);

  useEffect(() => {
    if (multiSelectRef.current) {
      setPopupWidth(multiSelectRef.current?.element?.clientWidth);
    }
  }, []);

  const handleChange = (event: any) => {
    isSelectingRef.current = true;
    onChange(event);
    requestAnimationFrame(() => {
      isSelectingRef.current = false;
    });
  };

  const handleOpen = () => setOpened(true);
  const handleClose = () => {
    if (isSelectingRef.current) return;
    setOpened(false);
  };

  return (
    <MultiSelect
      ref={multiSelectRef}
      disabled={disabled}
      id={widgetStyle?.id || ""}
      className={widgetStyle?.className || ""}
      data-prc-col-important={getImportantAttr(widgetStyle)}
      style={widgetStyle?.inline || {}}
      onBlur={onBlur}
      filterable={enableSearch}
      onFilterChange={onFilterChange}
      dataItemKey={dataItemKey ?? "value"}
      textField={textField ?? "label"}
      data={supportiveData || []}
      placeholder={placeholder}
      name={screenDataField}
      itemRender={customItemRender ?? itemRender}
      onPageChange={handleScroll}
      footer={footer}
      fillMode={fillMode}
      // `style` is honoured by the Kendo popup at runtime but was dropped from
      // DropDownsPopupSettings' public type in a recent @progress patch; cast to
      // keep the known-good runtime behaviour without a type regression.
      popupSettings={{
        ...popupSettings,
        style: {
          zIndex: 9999,
          width: `${popupWidth}px`,
          ...(popupSettings?.style ?? {}),
        },
      } as any}
      value={value ?? []}
      tags={
        value && value.length > 0
          ? [{ text: `${value.length} selected`, data: [...value] }]
          : []
      }
      {...kendoProps}
      opened={opened}
      onOpen={handleOpen}
      onClose={handleClose}
      onChange={handleChange}
    />
  );
};

export default withCommonWrappers(MultiSelectWidgetView);
