import React, {
  useState,
  useMemo,
  useCallback,
  useRef,
  useEffect,
} from "react";
import SearchBar from "../SearchBar/SearchBar";
import PageSizeSelector from "../PageSizeSelector/PageSizeSelector";
import Pagination from "../Pagination/Pagination";
import TableInfo from "../TableInfo/TableInfo";
import "./DataTable.scss";

const DataTable = ({
  // Data
  data = [],
  columns = [],

  // Configuration
  itemsPerPage: initialItemsPerPage = 10,
  searchable = true,
  sortable = true,
  pagination = true,
  striped = false,
  theme = "light",

  // Customization
  searchPlaceholder = "Search...",
  emptyMessage = "No data available",
  loading = false,
  loadingMessage = "Loading data...",
  tableId = "data-table",
  ariaLabel = "Data table",
  ariaLabelledBy,
  tableCaption,
  rowKey = "id",
  showRowNumbers = false,

  // Callbacks
  onRowClick,
  onSort,
  onPageChange,
  onSearch,
}) => {
  
  // State
  const [searchTerm, setSearchTerm] = useState("");
  const [currentPage, setCurrentPage] = useState(1);
  const [itemsPerPage, setItemsPerPage] = useState(initialItemsPerPage);
  const [sortConfig, setSortConfig] = useState({
    key: null,
    direction: "asc",
  });

  // Track previous values to detect changes
  const previousDataRef = useRef(data);
  const previousSearchTermRef = useRef(searchTerm);

  // Filter data based on search term
  const filteredData = useMemo(() => {
    if (!searchTerm.trim()) return data;

    const lowerSearchTerm = searchTerm.toLowerCase();
    return data.filter((row) => {
      return columns.some((column) => {
        const value = row[column.dataKey];
        if (value == null) return false;

        if (column.searchable === false) return false;

        return String(value).toLowerCase().includes(lowerSearchTerm);
      });
    });
  }, [data, searchTerm, columns]);

  // Sort data
  const sortedData = useMemo(() => {
    if (!sortConfig.key || !sortable) return filteredData;

    return [...filteredData].sort((a, b) => {
      const aValue = a[sortConfig.key];
      const bValue = b[sortConfig.key];

      // Handle null/undefined values
      if (aValue == null && bValue == null) return 0;
      if (aValue == null) return sortConfig.direction === "asc" ? 1 : -1;
      if (bValue == null) return sortConfig.direction === "asc" ? -1 : 1;

      // Handle string comparison
      const aString = String(aValue).toLowerCase();
      const bString = String(bValue).toLowerCase();

      if (aString < bString) return sortConfig.direction === "asc" ? -1 : 1;
      if (aString > bString) return sortConfig.direction === "asc" ? 1 : -1;
      return 0;
    });
  }, [filteredData, sortConfig, sortable]);

  // Paginate data
  const paginatedData = useMemo(() => {
    if (!pagination) return sortedData;

    const startIndex = (currentPage - 1) * itemsPerPage;
    const endIndex = startIndex + itemsPerPage;
    return sortedData.slice(startIndex, endIndex);
  }, [sortedData, currentPage, itemsPerPage, pagination]);

  // Calculate totals
  const totalItems = sortedData.length;
  const totalPages = Math.ceil(totalItems / itemsPerPage);
  const startItem = totalItems > 0 ? (currentPage - 1) * itemsPerPage + 1 : 0;
  const endItem = Math.min(currentPage * itemsPerPage, totalItems);

  // Get the start index for paginated rows
  const startRowIndex = (currentPage - 1) * itemsPerPage;

  // Handlers
  const handleSort = useCallback(
    (key) => {
      if (!sortable) return;

      const newDirection =
        sortConfig.key === key && sortConfig.direction === "asc"
          ? "desc"
          : "asc";
      const newSortConfig = {
        key,
        direction: newDirection,
      };

      setSortConfig(newSortConfig);
      setCurrentPage(1);

      if (onSort) {
        onSort(key, newDirection);
      }
    },
    [sortable, onSort, sortConfig.key, sortConfig.direction],
  );

  const handleKeyDown = useCallback(
    (event, key) => {
      if (!sortable) return;
      if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        handleSort(key);
      }
    },
    [sortable, handleSort],
  );

  const handlePageSizeChange = useCallback((size) => {
    setItemsPerPage(size);
    setCurrentPage(1);
  }, []);

  const handleSearch = useCallback(
    (term) => {
      setSearchTerm(term);
      setCurrentPage(1);

      if (onSearch) {
        onSearch(term);
      }
    },
    [onSearch],
  );

  const handlePageChange = useCallback(
    (page) => {
      setCurrentPage(page);

      if (onPageChange) {
        onPageChange(page);
      }
    },
    [onPageChange],
  );

  const handleRowClick = useCallback(
    (row, event) => {
      if (onRowClick) {
        onRowClick(row, event);
      }
    },
    [onRowClick],
  );

  // Use an effect to reset page when data changes, but only if it's a meaningful change
  useEffect(() => {
    const dataChanged = previousDataRef.current !== data;
    const searchTermChanged = previousSearchTermRef.current !== searchTerm;

    // Update refs for next comparison
    previousDataRef.current = data;
    previousSearchTermRef.current = searchTerm;

    // Only reset page if there was a meaningful change
    if (dataChanged || searchTermChanged) {
      // Use requestAnimationFrame to avoid synchronous state updates in effect
      requestAnimationFrame(() => {
        setCurrentPage(1);
      });
    }
  }, [data, searchTerm]);

  // Determine CSS classes
  const tableClasses = [
    "data-table",
    striped && "striped",
    theme === "dark" && "dark-theme",
  ]
    .filter(Boolean)
    .join(" ");

  // Render loading state
  if (loading) {
    return (
      <div className={`${tableClasses} loading`} data-testid="data-table-loading">
        <div className="loading-spinner"></div>
        <p>{loadingMessage}</p>
      </div>
    );
  }

  // Check if there's data to display
  const hasData = paginatedData.length > 0;

   return (
    <div 
      className={tableClasses} 
      data-testid="data-table" 
      data-theme={theme} 
      data-striped={striped} 
      data-sortable={sortable} 
      data-pagination={pagination} 
      data-has-data={hasData}
    >
      {/* Header Controls */}
      <div className="table-controls">
        <div className="pagination-controls">
          <PageSizeSelector value={itemsPerPage} onChange={handlePageSizeChange} />
        </div>
        {searchable && (
          <div className="search-control">
            <SearchBar value={searchTerm} onSearch={handleSearch} placeholder={searchPlaceholder} />
          </div>
        )}
      </div>

      {/* Table */}
      <div className="table-wrapper">
        <table
          id={tableId}
          role="table"
          aria-label={ariaLabel}
          aria-labelledby={ariaLabelledBy}
          aria-rowcount={totalItems + 1} // +1 for header row
          data-testid="data-table-content"
        >
          {tableCaption && (
            <caption className="table-caption">{tableCaption}</caption>
          )}
          
          <thead role="rowgroup">
            <tr role="row" aria-rowindex="1">
              {showRowNumbers && (
                <th
                  role="columnheader"
                  scope="col"
                  className="row-number-header"
                  style={{ width: "60px", textAlign: "center" }}
                  aria-label="Row number"
                >
                  #
                </th>
              )}
              
              {columns.map((column, index) => (
                <th
                  key={`${column.dataKey}-${index}`}
                  role="columnheader"
                  scope="col"
                  className={`${
                    column.sortable !== false && sortable ? "sortable" : ""
                  } ${sortConfig.key === column.dataKey ? "sorted" : ""} ${
                    column.headerClassName || ""
                  }`}
                  style={{
                    width: column.width || "auto",
                    textAlign: column.align || "left",
                    ...column.headerStyle,
                  }}
                  onClick={() =>
                    column.sortable !== false &&
                    sortable &&
                    handleSort(column.dataKey)
                  }
                  onKeyDown={(e) =>
                    column.sortable !== false &&
                    sortable &&
                    handleKeyDown(e, column.dataKey)
                  }
                  tabIndex={column.sortable !== false && sortable ? 0 : -1}
                  aria-sort={
                    sortConfig.key === column.dataKey
                      ? sortConfig.direction === "asc"
                        ? "ascending"
                        : "descending"
                      : "none"
                  }
                  aria-label={`${column.title}${sortConfig.key === column.dataKey ? 
                    `, sorted ${sortConfig.direction === 'asc' ? 'ascending' : 'descending'}` : 
                    ''}`}
                  aria-colindex={index + 1 + (showRowNumbers ? 1 : 0)}
                >
                  <div className="header-content">
                    <span>{column.title}</span>
                    {column.sortable !== false && sortable && (
                      <span className="sort-indicator">
                        <span className="sort-arrow-wrapper">
                          <span
                            className={`sort-arrow-up ${
                              sortConfig.key === column.dataKey &&
                              sortConfig.direction === "asc"
                                ? "active"
                                : ""
                            }`}
                          >
                            ▲
                          </span>
                          <span
                            className={`sort-arrow-down ${
                              sortConfig.key === column.dataKey &&
                              sortConfig.direction === "desc"
                                ? "active"
                                : ""
                            }`}
                          >
                            ▼
                          </span>
                        </span>
                      </span>
                    )}
                  </div>
                </th>
              ))}
            </tr>
          </thead>

          <tbody role="rowgroup">
            {hasData ? (
              paginatedData.map((row, rowIndex) => {
                const absoluteRowIndex = startRowIndex + rowIndex + 2; // +2 because header is row 1
                const rowId = row[rowKey] || `row-${rowIndex}`;
                
                return (
                  <tr
                    key={rowId}
                    id={rowId}
                    role="row"
                    aria-rowindex={absoluteRowIndex}
                    className={`${
                      onRowClick ? "clickable" : ""
                    } ${striped && rowIndex % 2 === 1 ? "even" : "odd"} ${
                      row.rowClassName || ""
                    }`}
                    onClick={(e) => onRowClick && handleRowClick(row, e)}
                    onKeyDown={(e) => {
                      if (onRowClick && (e.key === 'Enter' || e.key === ' ')) {
                        e.preventDefault();
                        handleRowClick(row, e);
                      }
                    }}
                    tabIndex={onRowClick ? 0 : -1}
                    style={row.rowStyle}
                    aria-selected={row.selected || false}
                    aria-label={`Row ${absoluteRowIndex - 1}`}
                  >
                    {showRowNumbers && (
                      <td
                        role="cell"
                        aria-colindex="1"
                        className="row-number-cell"
                        style={{ textAlign: "center" }}
                      >
                        {startRowIndex + rowIndex + 1}
                      </td>
                    )}
                    
                    {columns.map((column, colIndex) => {
                      const cellIndex = colIndex + 1 + (showRowNumbers ? 1 : 0);
                      const cellValue = row[column.dataKey] ?? "";
                      
                      return (
                        <td
                          key={`${column.dataKey}-${rowIndex}-${colIndex}`}
                          role="cell"
                          aria-colindex={cellIndex}
                          aria-label={`${column.title}: ${cellValue}`}
                          className={`${
                            typeof column.cellClassName === "function"
                              ? column.cellClassName(row)
                              : column.cellClassName || ""
                          }`}
                          style={{
                            textAlign: column.align || "left",
                            ...(typeof column.cellStyle === "function"
                              ? column.cellStyle(row)
                              : column.cellStyle),
                          }}
                        >
                          {column.render
                            ? column.render(
                                cellValue,
                                row,
                                rowIndex
                              )
                            : cellValue}
                        </td>
                      );
                    })}
                  </tr>
                );
              })
            ) : (
              <tr 
                role="row" 
                className={`empty-row ${searchTerm ? 'has-search' : 'no-search'}`} 
                data-empty="true" 
                data-has-search={!!searchTerm}
              >
                <td 
                  role="cell" 
                  colSpan={columns.length + (showRowNumbers ? 1 : 0)} 
                  data-testid="data-table-empty"
                >
                  <div className="empty-state">
                    <span className="empty-icon">📊</span>
                    <p>{emptyMessage}</p>
                    {searchTerm && (
                      <p className="empty-subtext">
                        Try clearing your search
                      </p>
                    )}
                  </div>
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>

      {/* Footer */}
      <div className="table-footer">
        <div className="footer-left">
          <TableInfo totalItems={totalItems} startItem={startItem} endItem={endItem} />
        </div>
        {pagination && totalPages > 1 && (
          <div className="footer-right">
            <Pagination currentPage={currentPage} totalPages={totalPages} onPageChange={handlePageChange} />
          </div>
        )}
      </div>
    </div>
  );
}

DataTable.defaultProps = {
  data: [],
  columns: [],
  itemsPerPage: 10,
  searchable: true,
  sortable: true,
  pagination: true,
  striped: false,
  theme: "light",
  searchPlaceholder: "Search...",
  emptyMessage: "No data available",
  loading: false,
  loadingMessage: "Loading data...",
  tableId: "data-table",
  ariaLabel: "Data table",
  rowKey: "id",
  showRowNumbers: false,
};

export default DataTable;