import React, { useState, useRef, useEffect } from 'react';
import './CustomSelect.scss';

export interface SelectOption {
  label: string;
  value: string | number;
}

interface CustomSelectProps {
  value: string | number;
  options: SelectOption[];
  placeholder?: string;
  disabled?: boolean;
  onChange: (value: string | number) => void;
}

const CustomSelect: React.FC<CustomSelectProps> = ({
  value,
  options,
  placeholder = 'Please select',
  disabled = false,
  onChange
}) => {
  const [isOpen, setIsOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);

  const displayText = (() => {
    const selectedOption = options.find(option => option.value === value);
    return selectedOption ? selectedOption.label : placeholder;
  })();

  const toggleDropdown = () => {
    if (disabled) return;
    setIsOpen(!isOpen);
  };

  const selectOption = (optionValue: string | number) => {
    onChange(optionValue);
    setIsOpen(false);
  };

  // Close dropdown when clicking outside
  useEffect(() => {
    const handleClickOutside = (event: MouseEvent) => {
      if (wrapperRef.current && !wrapperRef.current.contains(event.target as Node)) {
        setIsOpen(false);
      }
    };

    document.addEventListener('mousedown', handleClickOutside);
    return () => {
      document.removeEventListener('mousedown', handleClickOutside);
    };
  }, []);

  return (
    <div className="custom-select-wrapper" ref={wrapperRef}>
      <div 
        className={`custom-select ${isOpen ? 'is-open' : ''} ${disabled ? 'is-disabled' : ''}`}
        onClick={toggleDropdown}
      >
        <span className="select-text">{displayText}</span>
        <svg 
          className={`select-arrow ${isOpen ? 'is-open' : ''}`}
          width="12" 
          height="8" 
          viewBox="0 0 12 8" 
          fill="none"
        >
          <path 
            d="M1 1L6 6L11 1" 
            stroke="#C0C4CC" 
            strokeWidth="1.5" 
            strokeLinecap="round" 
            strokeLinejoin="round"
          />
        </svg>
      </div>
      {isOpen && (
        <div className="custom-options">
          {options.map((option) => (
            <div 
              key={option.value}
              className={`custom-option ${value === option.value ? 'is-selected' : ''}`}
              onClick={() => selectOption(option.value)}
            >
              {option.label}
            </div>
          ))}
        </div>
      )}
    </div>
  );
};

export default CustomSelect;