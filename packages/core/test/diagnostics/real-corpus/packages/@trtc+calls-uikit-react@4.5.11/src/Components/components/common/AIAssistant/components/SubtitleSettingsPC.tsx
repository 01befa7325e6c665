import React, { useState, useEffect, useRef } from 'react';
import { TUICallKitAPI } from '../../../../../TUICallService/index';
import { useTranslate } from '../../../../hooks';
import CustomSelect, { SelectOption } from '../../../base/CustomSelect/CustomSelect';
import './SubtitleSettingsPC.scss';

interface SubtitleSettingsPCProps {
  visible: boolean;
  onVisibleChange: (visible: boolean) => void;
  onConfirm: (settings: {
    recognitionLanguage: string;
    translationLanguage: string;
    subtitleDisplay: string;
  }) => void;
}

const SubtitleSettingsPC: React.FC<SubtitleSettingsPCProps> = ({
  visible,
  onVisibleChange,
  onConfirm
}) => {
  // Use i18n translation
  const { t } = useTranslate();
  
  // Confirmed settings (saved on confirm button click)
  const confirmedSettingsRef = useRef({
    recognitionLanguage: 'zh',
    translationLanguage: '',
    subtitleDisplay: 'both'
  });

  // Temporary editing state (current user selections)
  const [recognitionLanguage, setRecognitionLanguage] = useState('zh');
  const [translationLanguage, setTranslationLanguage] = useState('');
  const [subtitleDisplay, setSubtitleDisplay] = useState('both');

  // Reset to last confirmed settings when modal opens
  useEffect(() => {
    if (visible) {
      setRecognitionLanguage(confirmedSettingsRef.current.recognitionLanguage);
      setTranslationLanguage(confirmedSettingsRef.current.translationLanguage);
      setSubtitleDisplay(confirmedSettingsRef.current.subtitleDisplay);
    }
  }, [visible]);

  // Language options for CustomSelect - Supported recognition languages
  const languageOptions: SelectOption[] = [
    { value: 'zh', label: '中文' },
    { value: 'en', label: 'English' }
  ];

  // Translation options for CustomSelect - Target translation languages (base list)
  // Use native language names for better UX, but keep "no translation" internationalized
  const baseTranslationOptions: SelectOption[] = [
    { value: '', label: t('no-translation') },
    { value: 'zh', label: 'Chinese (中文)' },
    { value: 'en', label: 'English (英语)' },
    { value: 'vi', label: 'Vietnamese (越南语)' },
    { value: 'ja', label: 'Japanese (日语)' },
    { value: 'ko', label: 'Korean (韩语)' },
    { value: 'id', label: 'Indonesian (印尼语)' },
    { value: 'th', label: 'Thai (泰语)' },
    { value: 'pt', label: 'Portuguese (葡萄牙语)' },
    { value: 'ar', label: 'Arabic (阿拉伯语)' },
    { value: 'es', label: 'Spanish (西班牙语)' },
    { value: 'fr', label: 'French (法语)' },
    { value: 'ms', label: 'Malay (马来语)' },
    { value: 'de', label: 'German (德语)' },
    { value: 'it', label: 'Italian (意大利语)' },
    { value: 'ru', label: 'Russian (俄语)' }
  ];

  // Dynamically calculate translation options - exclude current recognition language
  const translationOptions = baseTranslationOptions.filter(
    option => option.value === '' || option.value !== recognitionLanguage
  );

  // Subtitle display options
  const subtitleDisplayOptions: SelectOption[] = [
    { value: 'both', label: t('show-bilingual') },
    { value: 'original', label: t('show-original-only') }
  ];

  const handleOverlayClick = () => {
    closeModal();
  };

  const closeModal = () => {
    onVisibleChange(false);
  };

  const handleLanguageChange = (value: string | number) => {
    const newLanguage = String(value);
    setRecognitionLanguage(newLanguage);
    
    // 如果翻译语言与新的识别语言相同，重置翻译语言
    if (translationLanguage === newLanguage) {
      setTranslationLanguage('');
    }
  };

  const handleTranslationChange = (value: string | number) => {
    setTranslationLanguage(String(value));
  };

  const handleSubtitleDisplayChange = (value: string | number) => {
    setSubtitleDisplay(String(value));
  };

  const confirmSettings = async () => {
    try {
      // Save current settings as confirmed settings
      confirmedSettingsRef.current = {
        recognitionLanguage,
        translationLanguage,
        subtitleDisplay
      };

      // Call updateRealTimeTranscriber when settings are confirmed
      const translationLanguages = translationLanguage ? [translationLanguage] : [];
      
      await TUICallKitAPI._aiAssistant.updateRealTimeTranscriber({
        sourceLanguage: recognitionLanguage,
        translationLanguages: translationLanguages,
      });

      // Emit confirm event
      onConfirm({
        recognitionLanguage,
        translationLanguage,
        subtitleDisplay
      });

      closeModal();
    } catch (error) {
      console.error('Failed to update AI transcriber settings:', error);
    }
  };

  // Don't render if not visible
  if (!visible) {
    return null;
  }

  return (
    <div className="subtitle-settings-overlay-pc" onClick={handleOverlayClick}>
      <div className="subtitle-settings-modal-pc" onClick={(e) => e.stopPropagation()}>
        <div className="modal-header-pc">
          <h3 className="modal-title-pc">{t('ai-subtitle-settings')}</h3>
          <button className="close-btn-pc" onClick={closeModal}>
            <svg width="16" height="16" viewBox="0 0 16 16" fill="none">
              <path d="M12 4L4 12M4 4L12 12" stroke="#666" strokeWidth="2" strokeLinecap="round"/>
            </svg>
          </button>
        </div>
        
        <div className="modal-content-pc">
          {/* Recognition language */}
          <div className="setting-item-pc">
            <label className="setting-label-pc">{t('recognition-language')}</label>
            <CustomSelect 
              value={recognitionLanguage}
              options={languageOptions}
              onChange={handleLanguageChange}
            />
          </div>

          {/* Translation language */}
          <div className="setting-item-pc">
            <label className="setting-label-pc">{t('translation-language')}</label>
            <CustomSelect 
              value={translationLanguage}
              options={translationOptions}
              onChange={handleTranslationChange}
            />
          </div>

          {/* Subtitle display settings */}
          <div className="setting-item-pc">
            <label className="setting-label-pc">{t('subtitle-display-settings')}</label>
            <CustomSelect 
              value={subtitleDisplay}
              options={subtitleDisplayOptions}
              onChange={handleSubtitleDisplayChange}
            />
          </div>
        </div>

        <div className="modal-footer-pc">
          <button className="btn-pc btn-cancel-pc" onClick={closeModal}>{t('Cancel')}</button>
          <button className="btn-pc btn-confirm-pc" onClick={confirmSettings}>{t('save')}</button>
        </div>
      </div>
    </div>
  );
};

export default SubtitleSettingsPC;
