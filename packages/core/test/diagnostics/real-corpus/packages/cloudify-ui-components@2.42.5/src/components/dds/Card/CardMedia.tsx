import * as React from 'react';
import classNames from 'classnames';
import { componentClasses } from 'dds-core/components/card/card';

export interface CardMediaProps extends React.PropsWithChildren<React.HTMLAttributes<HTMLDivElement>> {
    /**
     * Image URL
     */
    url?: string;

    /**
     * Image alternative text
     */
    alt?: string;
}

/**
 * Card component media container
 */
export function CardMedia({ children, className, url, alt, ...rest }: CardMediaProps) {
    return (
        <div className={classNames(componentClasses.media, className)} {...rest}>
            {url && <img src={url} alt={alt} />}
            {children}
        </div>
    );
}

export default CardMedia;
