import { GridCellProps } from "@progress/kendo-react-grid";
import { useState, MouseEvent } from "react";
import { Link } from "react-router-dom";
import { getImportantAttr } from "../../../../../utils/getImportantAttr";

interface NavigationCellProps {
  handleClick: (
    cellProps: GridCellProps,
    event: MouseEvent<HTMLTableCellElement>,
  ) => void;
  cellProps: GridCellProps;
  column: Record<string, any>;
}

const NavigationCell = ({
  handleClick,
  cellProps,
  column,
}: NavigationCellProps) => {
  const [isSelecting, setIsSelecting] = useState(false);

  const handleMouseDown = () => setIsSelecting(false);

  const handleMouseUp = () => {
    const selection = window.getSelection();
    if (selection && selection.toString().length > 0) {
      setIsSelecting(true);
    }
  };

  const onClick = (e: MouseEvent<HTMLTableCellElement>) => {
    if (!isSelecting) {
      handleClick(cellProps, e);
    }
  };
  const { tdProps } = cellProps as any;
  const cellValue = cellProps.dataItem[cellProps.field ?? ""];
  const tooltipEnabled = column?.tooltip?.enabled;
  const tooltipValue = tooltipEnabled
    ? cellProps.dataItem[column?.tooltip?.field || cellProps.field || ""]
    : undefined;

  return (
    <td
      {...tdProps}
      style={{ ...tdProps?.style, cursor: "pointer", userSelect: "text" }}
      data-tooltip-content={
        tooltipEnabled && tooltipValue != null
          ? String(tooltipValue)
          : undefined
      }
      onMouseDown={handleMouseDown}
      onMouseUp={handleMouseUp}
      onClick={column.navigationIdField ? undefined : onClick}
    >
      <Link
        id={column.widgetStyle?.id}
        className={`${
          column.widgetStyle?.className || ""
        } prc-link-hover prc-grid-cell-content`}
        data-prc-col-important={
          getImportantAttr(column.widgetStyle)
        }
        style={{ ...column.widgetStyle?.style }}
        to={
          column.navigationIdField
            ? cellProps.dataItem[column.navigationIdField]
            : null
        }
        dangerouslySetInnerHTML={{ __html: String(cellValue) }}
      ></Link>
    </td>
  );
};

export default NavigationCell;
