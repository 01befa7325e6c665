import React from 'react';
import { TUICallKitAPI } from '../../../../../TUICallService/index';
import { useAIAssistant } from '../../../../hooks/useAIAssistant';
import { useTranslate } from '../../../../hooks';
import './AITranscriberSwitchPC.scss';

const AITranscriberSwitchPC: React.FC = () => {
  // Use AI Transcriber status hook
  const { isAITranscriberRunning } = useAIAssistant();
  
  // Use i18n translation
  const { t } = useTranslate();

  // Toggle AI transcriber
  const handleToggle = async () => {
    try {
      if (isAITranscriberRunning) {
        await TUICallKitAPI._aiAssistant.stopRealtimeTranscriber();
      } else {
        await TUICallKitAPI._aiAssistant.startRealtimeTranscriber({
          sourceLanguage: 'zh',
          translationLanguages: ['en']
        });
      }
    } catch (error) {
      console.error('Failed to toggle AI transcriber:', error);
    }
  };

  return (
    <div className="ai-transcriber-switch" onClick={handleToggle}>
      <span className="ai-transcriber-switch__label">{t('ai-subtitle')}</span>
      <div 
        className={`ai-transcriber-switch__toggle ${isAITranscriberRunning ? 'ai-transcriber-switch__toggle--active' : ''}`}
      >
        <div className="ai-transcriber-switch__slider"></div>
      </div>
    </div>
  );
};

export default AITranscriberSwitchPC;