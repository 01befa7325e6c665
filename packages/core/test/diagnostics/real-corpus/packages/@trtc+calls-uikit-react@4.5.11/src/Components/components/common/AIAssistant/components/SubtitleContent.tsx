import React, { useState, useRef, useEffect } from 'react';
import { TUIGlobal } from '../../../../../TUICallService/index';
import { useAIAssistant } from '../../../../hooks/useAIAssistant';
import subtitleSettingsDeskTopIcon from '../../../../assets/aiAssistant/desktop/subtitleSettings.svg';
import subtitleSettingsH5Icon from '../../../../assets/aiAssistant/mobile/subtitleSettings.svg';
import './SubtitleContent.scss';

interface SubtitleContentProps {
  onOpenSettings: () => void;
  className?: string;
}

interface ITranslationContent {
  language: string;
  text: string;
}

interface ITranslationInfo {
  roundId: string;
  sender: string;
  nick?: string;
  text: string;
  end: boolean;
  translation: ITranslationContent[];
}

const SubtitleContent: React.FC<SubtitleContentProps> = ({ onOpenSettings, className }) => {
  // Internal state management
  const [showSettingsIcon, setShowSettingsIcon] = useState(false);
  const subtitleContainerRef = useRef<HTMLDivElement | null>(null);

  // Use AI Assistant hook (combines both status and subtitle data)
  const { subtitleInfoList, isAITranscriberRunning } = useAIAssistant();

  // Device type detection
  const isH5 = !TUIGlobal.isPC;

  // Dynamic icon selection based on device type
  const settingsIcon = isH5 ? subtitleSettingsH5Icon : subtitleSettingsDeskTopIcon;
  const iconSize = isH5 ? 24 : 20;

  // Parse translation data to extract language and text
  const parseTranslationData = (content: any) => {
    if (content === null || content === undefined) {
      return { language: 'Unknown', text: '' };
    }
    
    // If content is already a string, check if it's a JSON string
    if (typeof content === 'string') {
      try {
        // Try to parse as JSON in case it's a nested JSON string
        const parsed = JSON.parse(content);
        if (parsed && typeof parsed === 'object') {
          return {
            language: parsed.language || 'Unknown',
            text: parsed.text || content
          };
        }
        return { language: 'Unknown', text: content };
      } catch {
        // If parsing fails, return the original string
        return { language: 'Unknown', text: content };
      }
    }
    
    return { language: 'Unknown', text: String(content) };
  };

  // Format translation content to prevent [object Object] display
  const formatTranslationContent = (content: any): string => {
    return parseTranslationData(content).text;
  };

  // Auto-scroll to bottom when new messages arrive
  useEffect(() => {
    if (subtitleContainerRef.current) {
      subtitleContainerRef.current.scrollTop = subtitleContainerRef.current.scrollHeight;
    }
  }, [subtitleInfoList]);

  // Don't render if transcriber is not running or no subtitles
  if (!isAITranscriberRunning || !Array.isArray(subtitleInfoList) || subtitleInfoList.length === 0) {
    return null;
  }

  const handleMouseEnter = () => {
    if (!isH5) {
      setShowSettingsIcon(true);
    }
  };

  const handleMouseLeave = () => {
    if (!isH5) {
      setShowSettingsIcon(false);
    }
  };

  return (
    <div
      ref={subtitleContainerRef}
      className={`subtitle-content ${isH5 ? 'subtitle-content--h5' : ''} ${className || ''}`}
      onMouseEnter={handleMouseEnter}
      onMouseLeave={handleMouseLeave}
    >
      <div 
        className={`subtitle-content__settings-btn ${isH5 ? 'subtitle-content__settings-btn--h5' : ''}`}
        style={{ display: isH5 || showSettingsIcon ? 'block' : 'none' }}
        onClick={onOpenSettings}
      >
        <img
          src={settingsIcon} 
          width={iconSize} 
          height={iconSize}
          alt="Settings"
        />
      </div>
      
      {subtitleInfoList.map((subtitleInfo: ITranslationInfo, index: number) => (
        <div key={subtitleInfo.roundId}>
          {index !== 0 && <div style={{ height: '16px' }} />}
          <div className="sender-name">{`${subtitleInfo?.nick || subtitleInfo?.sender}:`}</div>
          <div>{subtitleInfo?.text}</div>
          {Array.isArray(subtitleInfo?.translation) && subtitleInfo.translation.map((translationContent: ITranslationContent, transIndex: number) => (
            <div key={transIndex}>
              <span>{formatTranslationContent(translationContent?.text)}</span>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
};

export default SubtitleContent;