import React from 'react';
import { TUICallKitAPI } from '../../../../../TUICallService/index';
import { useAIAssistant } from '../../../../hooks/useAIAssistant';
import openAiAssistantIcon from '../../../../assets/aiAssistant/mobile/open-aiAssistant.svg';
import closeAiAssistantIcon from '../../../../assets/aiAssistant/mobile/close-aiAssistant.svg';

const AITranscriberSwitchH5: React.FC = () => {
  // Use AI Transcriber status hook
  const { isAITranscriberRunning } = useAIAssistant();

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
    <div onClick={handleToggle}>
      <img 
        src={isAITranscriberRunning ? openAiAssistantIcon : closeAiAssistantIcon}
        width="24px" 
        height="24px"
        alt="AI Assistant Toggle"
      />
    </div>
  );
};

export default AITranscriberSwitchH5;