; The Windows installer of sgs-desktop (三国杀): NSIS 3, Unicode, 64-bit, per user (no administrator).
;
;     makensis /DVERSION=0.1.0 /DAPPDIR=..\..\dist\sgs-desktop /DOUTFILE=..\..\dist\sgs-desktop-0.1.0-windows-x64-setup.exe sgs-desktop.nsi
;
; APPDIR is the frozen program (PyInstaller, packaging/sgs-desktop.spec on Windows: sgs-desktop.exe,
; sgs-desktop-cli.exe and _internal\). docs/packaging.md says how to build it; CI compiles this script
; with a placeholder APPDIR to prove it builds. The installer's pages are in 简体中文, 繁體中文 and
; English (chosen at the start); /S installs silently, and the uninstaller takes /S too.
;
; It installs into %LOCALAPPDATA%\Programs\sgs-desktop, adds the Start-menu shortcut 三国杀 and an
; entry in "Apps & features". Installing over an older version replaces the program's files in place;
; the player's settings, records and logs (%LOCALAPPDATA%\sgs-desktop, %APPDATA%\sgs-desktop) are never
; touched, not even by the uninstaller.

Unicode true
Target amd64-unicode
ManifestDPIAware true
RequestExecutionLevel user
SetCompressor /SOLID lzma

!ifndef VERSION
  !error "give the version: makensis /DVERSION=x.y.z"
!endif
!ifndef APPDIR
  !error "give the frozen program's folder: makensis /DAPPDIR=..\..\dist\sgs-desktop"
!endif
!ifndef OUTFILE
  !define OUTFILE "sgs-desktop-${VERSION}-windows-x64-setup.exe"
!endif

!define APPKEY "sgs-desktop"
!define UNINSTKEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APPKEY}"
!define SHORTCUT "三国杀"

Name "三国杀 sgs-desktop ${VERSION}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\sgs-desktop"
InstallDirRegKey HKCU "Software\${APPKEY}" "InstallDir"
BrandingText "sgs-desktop ${VERSION}"
VIProductVersion "${VERSION}.0"
VIAddVersionKey /LANG=0 "ProductName" "sgs-desktop"
VIAddVersionKey /LANG=0 "FileDescription" "三国杀 sgs-desktop installer"
VIAddVersionKey /LANG=0 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "LegalCopyright" "MIT licence"

!include "MUI2.nsh"

!define MUI_ICON "sgs-desktop.ico"
!define MUI_UNICON "sgs-desktop.ico"
!define MUI_ABORTWARNING
!define MUI_LANGDLL_ALLLANGUAGES
!define MUI_LANGDLL_REGISTRY_ROOT "HKCU"
!define MUI_LANGDLL_REGISTRY_KEY "Software\${APPKEY}"
!define MUI_LANGDLL_REGISTRY_VALUENAME "InstallerLanguage"
!define MUI_FINISHPAGE_RUN "$INSTDIR\sgs-desktop.exe"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_LICENSE "..\..\LICENSE"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

; the first is the default
!insertmacro MUI_LANGUAGE "SimpChinese"
!insertmacro MUI_LANGUAGE "TradChinese"
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_RESERVEFILE_LANGDLL

LangString AppDescription ${LANG_SIMPCHINESE} "三国杀：身份局与国战"
LangString AppDescription ${LANG_TRADCHINESE} "三國殺：身分局與國戰"
LangString AppDescription ${LANG_ENGLISH} "Three Kingdoms: identity mode and Hegemony"

Function .onInit
  !insertmacro MUI_LANGDLL_DISPLAY
FunctionEnd

Function un.onInit
  !insertmacro MUI_UNGETLANGUAGE
FunctionEnd

Section "sgs-desktop" SecMain
  SectionIn RO
  SetShellVarContext current
  ; an older version's program files go first (upgrade in place); nothing of the player's is here
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\sgs-desktop.exe"
  Delete "$INSTDIR\sgs-desktop-cli.exe"
  SetOutPath "$INSTDIR"
  File /r "${APPDIR}\*"
  File "/oname=sgs-desktop.ico" "sgs-desktop.ico"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  CreateShortcut "$SMPROGRAMS\${SHORTCUT}.lnk" "$INSTDIR\sgs-desktop.exe" "" "$INSTDIR\sgs-desktop.ico" 0 \
      SW_SHOWNORMAL "" "$(AppDescription)"
  WriteRegStr HKCU "Software\${APPKEY}" "InstallDir" "$INSTDIR"
  WriteRegStr HKCU "Software\${APPKEY}" "Version" "${VERSION}"
  WriteRegStr HKCU "${UNINSTKEY}" "DisplayName" "三国杀 sgs-desktop"
  WriteRegStr HKCU "${UNINSTKEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTKEY}" "Publisher" "sgs-desktop developers"
  WriteRegStr HKCU "${UNINSTKEY}" "DisplayIcon" "$INSTDIR\sgs-desktop.ico"
  WriteRegStr HKCU "${UNINSTKEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTKEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTKEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTKEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTKEY}" "NoRepair" 1
SectionEnd

Section "Uninstall"
  SetShellVarContext current
  Delete "$SMPROGRAMS\${SHORTCUT}.lnk"
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\sgs-desktop.exe"
  Delete "$INSTDIR\sgs-desktop-cli.exe"
  Delete "$INSTDIR\sgs-desktop.ico"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKCU "${UNINSTKEY}"
  DeleteRegKey HKCU "Software\${APPKEY}"
SectionEnd
