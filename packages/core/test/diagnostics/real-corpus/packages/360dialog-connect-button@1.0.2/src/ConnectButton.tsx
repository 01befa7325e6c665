import React, { useState, useEffect } from 'react';
import { Dialog360Connect } from './core/Dialog360Connect';
import {
  CallbackObject,
  Environment,
  QueryParameters,
  Version,
} from './ConnectButton.types';

interface IConnectButton extends React.ButtonHTMLAttributes<HTMLButtonElement> {
  className?: string;
  partnerId: string;
  callback: (v: CallbackObject) => void;
  requestedNumber?: string;
  label?: React.ReactNode;
  env?: Environment;
  queryParameters?: QueryParameters;
  useNewRedirect?: boolean; // For CH IO redirect
  version?: Version;
}

const ConnectButton = ({
  className,
  partnerId,
  callback,
  requestedNumber,
  label = 'Connect 360dialog',
  env = 'prod',
  queryParameters,
  useNewRedirect = false,
  version,
  ...props
}: IConnectButton) => {
  const [connectCore, setConnectCore] = useState<Dialog360Connect | null>(null);

  // Initialize core when dependencies change
  useEffect(() => {
    const core = new Dialog360Connect({
      partnerId,
      requestedNumber,
      env,
      queryParameters,
      useNewRedirect,
      version,
    });
    setConnectCore(core);
  }, [partnerId, requestedNumber, env, queryParameters, useNewRedirect]);

  // Handle callback processing on mount and when URL changes
  useEffect(() => {
    if (!connectCore) return;

    const callbackData = connectCore.processCallback();
    if (callbackData) {
      callback(callbackData);
    }

    // Handle popup auto-close
    connectCore.handlePopupCallback();
  }, [connectCore, callback]);

  const handleClick = () => {
    if (connectCore) {
      connectCore.openConnect();
    }
  };

  return (
    <button
      className={className ? className : '360dialog-connect-button'}
      onClick={handleClick}
      {...props}
    >
      {label}
    </button>
  );
};

export default ConnectButton;
