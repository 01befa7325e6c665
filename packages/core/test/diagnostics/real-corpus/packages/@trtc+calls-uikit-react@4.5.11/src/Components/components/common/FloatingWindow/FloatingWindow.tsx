import React, { ReactNode, useContext, useRef, useState } from 'react';
import { CallInfoContext } from '../../../context';
import FloatingWindowGroupCall from './FloatingWindowGroupCall/FloatingWindowGroupCall';
import FloatingWindowSingleCall from './FloatingWindowSingleCall/FloatingWindowSingleCall';
import Drag from '../../base/Drag/Drag';

interface IFloatingWindowProps {
  showVideo?: boolean;
  hasVideo?: boolean;
  children?: ReactNode;
  isAudioAvailable?: boolean;
  show?: boolean;
}

export default function FloatingWindow(props: IFloatingWindowProps) {
  const { isMultiUserLayout } = useContext(CallInfoContext);
  // React 19's useRef removed the no-argument overload; pass undefined explicitly.
  const nodeRef = useRef<any>(undefined);
  const [clickable, setClickable] = useState(true);
  const visibility: any = props.show ? '' : 'hidden';

  return (
    <Drag
      nodeRef={nodeRef}
      initialPosition={{ right: '0px', top: '100px' }}
      onMoveStart={() => setClickable(false)}
      onMoveEnd={() => setClickable(true)}
    >
      <div ref={nodeRef} style={{ visibility }}>
        {
          isMultiUserLayout
            ? <FloatingWindowGroupCall clickable={clickable} {...props} />
            : <FloatingWindowSingleCall clickable={clickable} {...props} />
        }
      </div>
    </Drag>
  );
}
