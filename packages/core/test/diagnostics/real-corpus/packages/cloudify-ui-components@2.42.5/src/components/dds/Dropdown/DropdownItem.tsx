import { componentClasses } from 'dds-core/components/dropdown/dropdown';
import * as React from 'react';
import classNames from 'classnames';

export interface DropdownItemProps extends React.PropsWithChildren<React.ButtonHTMLAttributes<HTMLButtonElement>> {
    selected: boolean | 'mixed';
    label: string;
}

export function DropdownItem({ className, selected, label, children, ...rest }: DropdownItemProps) {
    return (
        <li className={classNames(componentClasses.item, className)}>
            <button className={componentClasses.itemOption} type="button" data-selected={selected} {...rest}>
                <span className={componentClasses.itemLabel}>{label}</span>
                {children}
            </button>
        </li>
    );
}
