import { Card, CardBody, CardHeader } from "@progress/kendo-react-layout";
import { useState } from "react";
import { Link } from "react-router-dom";
export type CardViewProps = {
  record: any;
  headerField?: string;
  columns?: any[];
  handleClick: (props: any, e: any) => void;
};

const CardGridWidgetView = ({
  record,
  headerField,
  columns,
  handleClick,
}: CardViewProps) => {
  const [isSelecting, setIsSelecting] = useState(false);

  const handleMouseDown = () => {
    setIsSelecting(false);
  };

  const handleMouseUp = () => {
    const selection = window.getSelection();
    if (selection && selection.toString().length > 0) {
      setIsSelecting(true);
    }
  };

  const onClick = (e: any) => {
    if (!isSelecting) {
      handleClick(
        {
          ...(columns?.find((column) => headerField === column.field) || {}),
          dataItem: record,
        },
        e,
      );
    }
  };

  const headerColumn = columns?.find((column) => headerField === column.field);
  const navigationIdField = headerColumn?.navigationIdField;

  return (
    <Card className="prc-infinite-card">
      <CardHeader>
        {navigationIdField ? (
          <Link
            className="prc-infinite-card__title"
            to={record[navigationIdField] ?? ""}
            dangerouslySetInnerHTML={{
              __html: String(record[headerField ?? ""]),
            }}
          ></Link>
        ) : (
          <h3
            className="prc-infinite-card__title"
            onMouseDown={handleMouseDown}
            onMouseUp={handleMouseUp}
            onClick={onClick}
            dangerouslySetInnerHTML={{
              __html: String(record[headerField ?? ""]),
            }}
          ></h3>
        )}
      </CardHeader>
      <CardBody className="prc-infinite-body">
        {columns?.map((column) => {
          if (headerField === column.field) return <></>;
          const cellValue = record[column.field];
          const tooltipEnabled = column?.tooltip?.enabled;
          const tooltipValue = tooltipEnabled
            ? record[column?.tooltip?.field || column.field]
            : undefined;

          return (
            <div className="prc-infinite-card__bodyrow" key={column.id}>
              <b className="prc-infinite-card__key">{column.title}:</b>
              <div
                className="prc-infinite-card__value"
                title={
                  tooltipEnabled && tooltipValue != null
                    ? String(tooltipValue)
                    : undefined
                }
                dangerouslySetInnerHTML={{
                  __html: String(cellValue),
                }}
              ></div>
            </div>
          );
        })}
      </CardBody>
    </Card>
  );
};
export default CardGridWidgetView;
