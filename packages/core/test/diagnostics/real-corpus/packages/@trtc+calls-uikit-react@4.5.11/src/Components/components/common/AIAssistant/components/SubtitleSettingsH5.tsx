import React, { useState, useEffect, useRef } from 'react';
import { TUICallKitAPI } from '../../../../../TUICallService/index';
import { useTranslate } from '../../../../hooks';
import './SubtitleSettingsH5.scss';

interface SubtitleSettingsH5Props {
  visible: boolean;
  onVisibleChange: (visible: boolean) => void;
  onConfirm: (settings: {
    recognitionLanguage: string;
    translationLanguage: string;
    subtitleEnabled: boolean;
  }) => void;
}

interface LanguageOption {
  value: string;
  label: string;
}

const SubtitleSettingsH5: React.FC<SubtitleSettingsH5Props> = ({
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
    subtitleEnabled: true
  });

  // Temporary editing state (current user selections)
  const [recognitionLanguage, setRecognitionLanguage] = useState('zh');
  const [translationLanguage, setTranslationLanguage] = useState('');
  const [subtitleEnabled, setSubtitleEnabled] = useState(true);

  // UI state for language selectors
  const [showRecognitionLanguageSelector, setShowRecognitionLanguageSelector] = useState(false);
  const [showTranslationLanguageSelector, setShowTranslationLanguageSelector] = useState(false);

  // Reset to last confirmed settings when modal opens
  useEffect(() => {
    if (visible) {
      setRecognitionLanguage(confirmedSettingsRef.current.recognitionLanguage);
      setTranslationLanguage(confirmedSettingsRef.current.translationLanguage);
      setSubtitleEnabled(confirmedSettingsRef.current.subtitleEnabled);
      setShowRecognitionLanguageSelector(false);
      setShowTranslationLanguageSelector(false);
    }
  }, [visible]);

  // Language options - Supported recognition languages
  const recognitionLanguageOptions: LanguageOption[] = [
    { value: 'zh', label: '中文' },
    { value: 'en', label: 'English' }
  ];

  // Translation options - Target translation languages (base list)
  // Use native language names for better UX, but keep "no translation" internationalized
  const baseTranslationLanguageOptions: LanguageOption[] = [
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
  const translationLanguageOptions = baseTranslationLanguageOptions.filter(
    option => option.value === '' || option.value !== recognitionLanguage
  );

  const getLanguageDisplayName = (value: string) => {
    const allOptions = [...recognitionLanguageOptions, ...translationLanguageOptions];
    const option = allOptions.find(opt => opt.value === value);
    return option?.label || '';
  };

  const closeModal = () => {
    onVisibleChange(false);
  };

  const selectRecognitionLanguage = (value: string) => {
    setRecognitionLanguage(value);
    setShowRecognitionLanguageSelector(false);
    
    // 如果翻译语言与新的识别语言相同，重置翻译语言
    if (translationLanguage === value) {
      setTranslationLanguage('');
    }
  };

  const selectTranslationLanguage = (value: string) => {
    setTranslationLanguage(value);
    setShowTranslationLanguageSelector(false);
  };

  const toggleSubtitle = () => {
    setSubtitleEnabled(!subtitleEnabled);
  };

  const confirmSettings = async () => {
    try {
      // Save current settings as confirmed settings
      confirmedSettingsRef.current = {
        recognitionLanguage,
        translationLanguage,
        subtitleEnabled
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
        subtitleEnabled
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
    <div className="subtitle-settings-overlay">
      <div className="subtitle-settings-modal" onClick={(e) => e.stopPropagation()}>
        {/* Header */}
        <div className="modal-header">
          <h3 className="modal-title">{t('ai-subtitle-settings')}</h3>
        </div>

        {/* Content */}
        <div className="modal-content">
          {/* Recognition and translation settings group */}
          <div className="setting-group">
            <div className="group-title">{t('recognition-and-translation-settings')}</div>
            <div className="group-content">
              {/* Recognition language */}
              <div className="setting-section">
                <div className="section-header" onClick={() => setShowRecognitionLanguageSelector(true)}>
                  <span className="section-title">{t('recognition-language')}</span>
                  <span className="section-value">
                    {getLanguageDisplayName(recognitionLanguage)}
                    <svg className="arrow-icon" width="16" height="16" viewBox="0 0 16 16" fill="none">
                      <path d="M6 4L10 8L6 12" stroke="#999" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round"/>
                    </svg>
                  </span>
                </div>
              </div>

              {/* Translation language */}
              <div className="setting-section">
                <div className="section-header" onClick={() => setShowTranslationLanguageSelector(true)}>
                  <span className="section-title">{t('translation-language')}</span>
                  <span className="section-value">
                    {getLanguageDisplayName(translationLanguage) || t('no-translation')}
                    <svg className="arrow-icon" width="16" height="16" viewBox="0 0 16 16" fill="none">
                      <path d="M6 4L10 8L6 12" stroke="#999" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round"/>
                    </svg>
                  </span>
                </div>
              </div>

              {/* Subtitle display bilingual */}
              <div className="setting-section">
                <div className="section-header">
                  <span className="section-title">{t('subtitle-display-bilingual')}</span>
                  <div 
                    className={`toggle-switch ${subtitleEnabled ? 'active' : ''}`} 
                    onClick={toggleSubtitle}
                  >
                    <div className="toggle-slider"></div>
                  </div>
                </div>
              </div>
            </div>
          </div>
        </div>

        {/* Footer with buttons */}
        <div className="modal-footer">
          <button className="btn btn-cancel" onClick={closeModal}>{t('Cancel')}</button>
          <button className="btn btn-confirm" onClick={confirmSettings}>{t('confirm')}</button>
        </div>
      </div>

      {/* Language Selector Modals */}
      {/* Recognition Language Selector */}
      {showRecognitionLanguageSelector && (
        <div className="language-selector-overlay" onClick={() => setShowRecognitionLanguageSelector(false)}>
          <div className="language-selector" onClick={(e) => e.stopPropagation()}>
            <div className="selector-header">
              <h3 className="selector-title">{t('select-recognition-language')}</h3>
              <div className="header-placeholder"></div>
            </div>
            <div className="language-list">
              {recognitionLanguageOptions.map((lang) => (
                <div 
                  key={lang.value}
                  className={`language-item ${recognitionLanguage === lang.value ? 'selected' : ''}`}
                  onClick={() => selectRecognitionLanguage(lang.value)}
                >
                  <span>{lang.label}</span>
                </div>
              ))}
            </div>
          </div>
        </div>
      )}

      {/* Translation Language Selector */}
      {showTranslationLanguageSelector && (
        <div className="language-selector-overlay" onClick={() => setShowTranslationLanguageSelector(false)}>
          <div className="language-selector" onClick={(e) => e.stopPropagation()}>
            <div className="selector-header">
              <h3 className="selector-title">{t('select-translation-language')}</h3>
              <div className="header-placeholder"></div>
            </div>
            <div className="language-list">
              {translationLanguageOptions.map((lang) => (
                <div 
                  key={lang.value}
                  className={`language-item ${translationLanguage === lang.value ? 'selected' : ''}`}
                  onClick={() => selectTranslationLanguage(lang.value)}
                >
                  <span>{lang.label}</span>
                </div>
              ))}
            </div>
          </div>
        </div>
      )}
    </div>
  );
};

export default SubtitleSettingsH5;