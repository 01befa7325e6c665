import {
  Grid,
  GridColumn,
  GridColumnReorderEvent,
  GridColumnResizeEvent,
  GridFilterChangeEvent,
  GridHeaderSelectionChangeEvent,
  GridSelectionChangeEvent,
  GridSortChangeEvent,
  GridSortSettings,
  GridToolbar,
} from "@progress/kendo-react-grid";

import {
  CompositeFilterDescriptor,
  DataResult,
  GroupDescriptor,
  SortDescriptor,
} from "@progress/kendo-data-query";
import FilterCell from "./FilterCell";
import GridCellFactory from "./GridCellFactory";
import { ReactElement, useCallback, useMemo, useState, useRef } from "react";
import { AIConfig, CellType } from "./types";
// Imported as the FALLBACK only — rendered through `resolveWidget` below so an
// application that registers its own DROPDOWN gets it here too, instead of the
// header action bar being the one dropdown on the screen it cannot replace.
import DropDownWidget from "../Dropdown";
import { resolveWidget } from "../../../utils/widgetResolver";
import { WidgetTypes } from "../../../constant";
import { SelectDescriptor } from "@progress/kendo-react-data-tools";
import { filterNonDomProperties } from "../../../utils/nonDomProperties";
import GridAIChatAssistant, { GridState } from "./GridAIChatAssistant";
import { Button } from "@progress/kendo-react-buttons";
import { getImportantAttr } from "../../../utils/getImportantAttr";
import {
  COLUMN_DRAGGABLE_ATTR,
  COLUMN_SORTABLE_ATTR,
  useColumnDragCursor,
} from "./useColumnDragCursor";
import {
  DEFAULT_COLUMN_WIDTH,
  FILL_COLUMN_ATTR,
  fillColumnFloor,
  isFillWidth,
  useFillColumns,
} from "./useFillColumns";

export type Action = {
  label: string;
  value: string;
} & {
  refresh: boolean;
  actionName: string;
  targetScreenDataField: string;
};
export type HeaderActionBarType = { actions: Action[] };

type GridViewProps = {
  dataItemKey?: string | undefined;
  id?: string | number;
  widgetStyle?: {
    id?: string;
    className?: string;
    inline?: React.CSSProperties;
  };
  data: DataResult;
  sortable?: boolean | GridSortSettings;
  sort?: SortDescriptor[];
  aiConfig?: AIConfig;
  filterable?: boolean;
  filter?: CompositeFilterDescriptor;
  groupable?: boolean | undefined;
  group?: GroupDescriptor[];
  defaultGroups?: GroupDescriptor[];
  selectedField?: string;
  selectableField?: string;
  columns?: any[];
  headerActionBar?: HeaderActionBarType;
  selectedCount: number;
  selectableTotal?: number;
  select: SelectDescriptor;
  onFilterChange: (event: GridFilterChangeEvent) => void;
  onSelectionChange: (event: GridSelectionChangeEvent) => void;
  onHeaderSelectionChange: (event: GridHeaderSelectionChangeEvent) => void;
  onColumnResize: (event: GridColumnResizeEvent) => void;
  onColumnReorder: (event: GridColumnReorderEvent) => void;
  onSortChange: (event: GridSortChangeEvent) => void;
  onLocalSearchChange: any;
  columnSearchValues: CompositeFilterDescriptor;
  onAllMarked: () => void;
  onAllUnmarked: () => void;
  onRowSelectionToggle?: (dataItem: any) => void;
  onGroupRemove?: (field: string) => void;
  handleClick: (props: any, e: any) => void;
  handleHeaderAction: (
    callBack: any,
    screenDataField: string,
    action: Action,
    event: any,
  ) => void;
};

const GridWidgetView = ({
  headerActionBar,
  columns,
  widgetStyle,
  onLocalSearchChange,
  columnSearchValues,
  selectedCount,
  selectableTotal,
  groupable,
  select,
  onAllMarked,
  onAllUnmarked,
  onRowSelectionToggle,
  handleClick,
  handleHeaderAction,
  onGroupRemove,
  aiConfig,
  defaultGroups,
  ...rest
}: GridViewProps) => {
  const { data, selectedField, selectableField } = rest;
  const effectiveSelectableTotal = selectableTotal ?? data.total;
  const gridRef = useRef<any>(null);
  // Resolved during render, not at module scope, so a resolver the host
  // registers after this module is first imported is still honoured.
  const HeaderActionDropDown = resolveWidget(
    WidgetTypes.DROPDOWN,
    DropDownWidget,
  );
  // A column being dragged shows a grabbing cursor + selection ring, and does
  // not fall through to click-to-sort when it lands.
  useColumnDragCursor(gridRef);
  // Columns with `"width": "auto"` take whatever the other columns leave.
  const fillColumnsFlexing = useFillColumns(gridRef, columns);
  const [isAIChatOpen, setIsAIChatOpen] = useState(false);
  const [gridState, setGridState] = useState<GridState>({
    sort: rest.sort || [],
    filter: rest.filter,
    group: rest.group || [],
    columnsState: columns || [],
  });

  const handleGridStateChange = (newState: GridState) => {
    setGridState(newState);
    // You can also trigger parent component callbacks here if needed
  };

  // Filter out non-DOM properties before passing to Kendo Grid
  const kendoGridProps = filterNonDomProperties(rest);
  const renderToolbar = useMemo(
    () => (
      <GridToolbar>
        {selectedCount > 0 && (
          <>
            {" "}
            <div className="prc-grid-toolbar">
              You have selected {selectedCount} item
              {selectedCount === 1 ? "" : "s"}.
              {effectiveSelectableTotal !== selectedCount && (
                <span
                  className="prc-grid-toolbar__select"
                  onClick={onAllMarked}
                >
                  {`Select all ${effectiveSelectableTotal} item${
                    effectiveSelectableTotal === 1 ? "" : "s"
                  } in the grid`}
                </span>
              )}
              {effectiveSelectableTotal === selectedCount && (
                <span
                  onClick={onAllUnmarked}
                  className="prc-grid-toolbar__unselect"
                >
                  {`Unselect all ${selectedCount} item${
                    selectedCount === 1 ? "" : "s"
                  } from grid`}
                </span>
              )}
              <span className="prc-grid-toolbar__clear" onClick={onAllUnmarked}>
                (clear selection)
              </span>
            </div>
            <HeaderActionDropDown
              onChange={handleHeaderAction}
              listData={headerActionBar?.actions}
              dataItemKey="value"
              textField="label"
              defaultItem={{ label: "Select An Action", value: null }}
              defaultValue={{ label: "Select An Action", value: null }}
            />
          </>
        )}

        {aiConfig?.enableAiSupport && (
          <Button
            icon="comment"
            className="prc-grid-ai-button"
            onClick={() => setIsAIChatOpen(!isAIChatOpen)}
            title="AI Assistant"
          >
            AI Assistant
          </Button>
        )}
      </GridToolbar>
    ),
    [
      selectedCount,
      effectiveSelectableTotal,
      onAllMarked,
      onAllUnmarked,
      handleHeaderAction,
      headerActionBar?.actions,
      isAIChatOpen,
      aiConfig?.enableAiSupport,
      // Without this, a host that registers its resolver after the first render
      // would keep the built-in dropdown in an already-memoised toolbar.
      HeaderActionDropDown,
    ],
  );

  // Field → cellType map, computed once per columns change instead of being
  // rebuilt for every cell of every row on every render.
  const fieldToCellType = useMemo(
    () =>
      Object.fromEntries(columns?.map((col) => [col.field, col.cellType]) ?? []),
    [columns],
  );

  // Create a custom cell renderer function
  const CustomCellRenderer: React.FC<any> = ({ cellProps, column }) => {
    const { tdProps } = cellProps;
    const cellType = fieldToCellType[cellProps.field ?? ""];
    const isValidCellType = Object.values(CellType).includes(
      cellType as CellType,
    );

    if (isValidCellType) {
      const cellWidget = GridCellFactory({
        cellProps: cellProps,
        handleClick: handleClick,
        cellType: cellType,
        column: column,
      });
      if (cellWidget) return cellWidget;
    }

    // Return default rendering for the cell
    const cellValue = cellProps.dataItem[cellProps.field || ""];
    const tooltipEnabled = column?.tooltip?.enabled;
    const tooltipValue = tooltipEnabled
      ? cellProps.dataItem[column?.tooltip?.field || cellProps.field || ""]
      : undefined;

    return (
      <td
        {...tdProps}
        title={
          tooltipEnabled && tooltipValue != null
            ? String(tooltipValue)
            : undefined
        }
      >
        <span
          className={`prc-grid-cell-content ${
            column.widgetStyle?.className || ""
          }`}
          data-prc-col-important={
            getImportantAttr(column.widgetStyle)
          }
          style={{ ...column.widgetStyle?.style }}
          id={column.widgetStyle?.id}
          dangerouslySetInnerHTML={{ __html: String(cellValue) }}
        ></span>
      </td>
    );
  };

  const countDataRows = useCallback((items: any[]): number => {
    if (!items) return 0;
    let total = 0;
    for (const item of items) {
      if (item.items) {
        total += countDataRows(item.items);
      } else {
        total += 1;
      }
    }
    return total;
  }, []);

  const GroupHeaderRow = useCallback(
    (rowProps: any) => {
      const { trProps, dataItem, children } = rowProps;
      const count = countDataRows(dataItem?.items);
      const field = dataItem?.field;
      const columnTitle =
        columns?.find((c: any) => c.field === field)?.title ?? field;
      const groupFields = (rest.group ?? []).map((g: any) => g.field);
      const depth = groupFields.indexOf(field);
      const indentPx = depth > 0 ? depth * 24 : 0;

      return (
        <tr
          {...trProps}
          className={`${trProps?.className || ""} prc-group-header-row`}
        >
          <td
            colSpan={999}
            className={`prc-group-header-cell prc-group-depth-${depth}`}
            style={{ paddingLeft: `${12 + indentPx}px` }}
          >
            {/* Kendo's children in a valid table structure — CSS shows only the icon */}
            <table className="prc-group-kendo-native">
              <tbody>
                <tr>{children}</tr>
              </tbody>
            </table>
            <span className="prc-group-header-label">
              {dataItem?.value ?? "-"} ({columnTitle})
            </span>
            <span className="prc-group-header-separator">-</span>
            <span className="prc-group-header-count">{count} Item(s)</span>
            {onGroupRemove &&
              !defaultGroups?.some((g: any) => g.field === field) && (
                <span
                  className="prc-group-header-remove"
                  title={`Remove ${columnTitle} grouping`}
                  onClick={(e: React.MouseEvent) => {
                    e.stopPropagation();
                    onGroupRemove(field);
                  }}
                >
                  x
                </span>
              )}
          </td>
        </tr>
      );
    },
    [columns, onGroupRemove, rest.group, defaultGroups, countDataRows],
  );

  return (
    <>
      <Grid
        ref={gridRef}
        {...kendoGridProps}
        selectable={{
          enabled: true,
          mode: "multiple",
          drag: false,
          cell: false,
        }}
        rows={{ groupHeader: GroupHeaderRow }}
        groupable={groupable ?? false}
        id={widgetStyle?.id || ""}
        className={`${widgetStyle?.className || ""} ${
          isAIChatOpen ? "prc-grid-with-ai-chat" : ""
        }`}
        style={widgetStyle?.inline || {}}
        reorderable={true}
        resizable={true}
        select={select}
      >
        {(aiConfig?.enableAiSupport || selectedCount > 0) && renderToolbar}
        {selectedField && (
          <GridColumn
            orderIndex={0}
            field={selectedField}
            width="45px"
            filterable={false}
            sortable={false}
            locked={true}
            reorderable={false}
            resizable={false}
            cells={{
              headerCell: (headerCellProps: any) => {
                const { thProps } = headerCellProps;
                const { children: thChildren, ...restThProps } = thProps || {};
                const isAllSelected =
                  effectiveSelectableTotal > 0 &&
                  effectiveSelectableTotal === selectedCount;
                return (
                  <th
                    {...restThProps}
                    className={`${restThProps?.className || ""} k-text-center`}
                  >
                    <input
                      type="checkbox"
                      className="k-checkbox k-checkbox-md k-rounded-md"
                      checked={isAllSelected}
                      onChange={() =>
                        isAllSelected ? onAllUnmarked() : onAllMarked()
                      }
                    />
                  </th>
                );
              },
              data: (cellProps: any) => {
                const { tdProps, dataItem } = cellProps;
                const isSelectable = selectableField
                  ? dataItem[selectableField] !== false
                  : true;
                const { children, ...restTdProps } = tdProps || {};

                if (!isSelectable) {
                  return <td {...restTdProps} />;
                }

                const key = rest.dataItemKey ?? "id";
                const isChecked = select[dataItem[key]] === true;

                return (
                  <td
                    {...restTdProps}
                    className={`${restTdProps?.className || ""} k-text-center`}
                  >
                    <input
                      type="checkbox"
                      className="k-checkbox k-checkbox-md k-rounded-md"
                      checked={isChecked}
                      onChange={() => onRowSelectionToggle?.(dataItem)}
                    />
                  </td>
                );
              },
            }}
          />
        )}
        {columns?.map((column: any) => {
          // Kendo's own drag covers reorder *and* drag-to-group, so a column
          // that cannot be reordered is still draggable when grouping is on.
          const isColumnDraggable =
            (!column.primary && column.reorderable !== false) || !!groupable;
          // `GridColumn.defaultProps.sortable` is true, so only an explicit
          // `false` takes a column out of the sort cycle.
          const isColumnSortable = !!rest.sortable && column.sortable !== false;
          // A `"width": "auto"` column renders width-less so it takes the space
          // the other columns leave — until there is none left to take, when
          // every auto column falls back to its floor. See `useFillColumns`.
          const isFillColumn = isFillWidth(column.width);
          const fixedWidth = isFillColumn
            ? fillColumnFloor(column)
            : column.width ?? DEFAULT_COLUMN_WIDTH;
          const isFilling = isFillColumn && fillColumnsFlexing;
          return (
            <GridColumn
              key={column.id}
              field={column.field}
              title={column.title}
              width={isFilling ? undefined : fixedWidth}
              sortable={column.sortable}
              resizable={column.resizable}
              reorderable={column.primary ? false : column.reorderable}
              format={column.format}
              minResizableWidth={column.minResizableWidth ?? 25}
              orderIndex={column.primary ? 0 : column.order}
              locked={column.primary ? true : column.locked}
              filterable={false}
              filter={column.filter}
              id={column.id}
              cells={{
                headerCell: (headerCellProps: any) => {
                  const { thProps, children } = headerCellProps;
                  return (
                    <th
                      {...thProps}
                      className={`${thProps?.className || ""} ${
                        column.headerStyle?.className || ""
                      }`}
                      data-prc-col-important={
                        getImportantAttr(column.headerStyle)
                      }
                      {...{
                        [COLUMN_DRAGGABLE_ATTR]: isColumnDraggable
                          ? "true"
                          : undefined,
                        [COLUMN_SORTABLE_ATTR]: isColumnSortable
                          ? "true"
                          : undefined,
                        // Carries the column's floor so the fill measurement
                        // needs nothing but the DOM.
                        [FILL_COLUMN_ATTR]: isFillColumn
                          ? String(fillColumnFloor(column))
                          : undefined,
                      }}
                      id={column.headerStyle?.id || thProps?.id}
                      style={{
                        ...(thProps?.style || {}),
                        ...(column.headerStyle?.inline || {}),
                      }}
                    >
                      {children}
                    </th>
                  );
                },
                data: (props) => (
                  <CustomCellRenderer cellProps={props} column={column} />
                ),
              }}
              columnMenu={
                column.filterable
                  ? (filterProps) => (
                      <FilterCell
                        {...filterProps}
                        onLocalSearchChange={onLocalSearchChange}
                        columnSearchValues={columnSearchValues}
                      />
                    )
                  : undefined
              }
              // Use the cells prop for custom cell rendering if available
              // If not, we'll handle cell rendering at the Grid level
            />
          );
        })}
      </Grid>
      {aiConfig?.enableAiSupport && (
        <GridAIChatAssistant
          gridRef={gridRef}
          gridState={gridState}
          onGridStateChange={handleGridStateChange}
          isOpen={isAIChatOpen}
          onClose={() => setIsAIChatOpen(false)}
          suggestions={aiConfig?.suggestions}
          aiServiceEndpoint={aiConfig?.aiServiceUrl}
        />
      )}
    </>
  );
};

export default GridWidgetView;
