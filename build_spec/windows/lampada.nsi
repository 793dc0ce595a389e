; Lâmpada — the Windows installer (NSIS 3, Unicode). docs/installers.md explains the whole build.
;
; Per-user: installs into %LOCALAPPDATA%\Programs\Lampada without administrator rights, adds a Start-menu
; shortcut and an uninstaller registered under HKCU (Settings > Apps lists it). The uninstaller removes what
; the installer put there and nothing else: the library, notes and settings in %LOCALAPPDATA%\Lampada stay.
;
;   makensis -INPUTCHARSET UTF8 -DVERSION=0.1.0 -DSOURCE_DIR=build\pyinstaller\lampada ^
;            -DICON=build\icons\lampada.ico -DOUTFILE=dist\lampada-0.1.0-windows-x64-setup.exe ^
;            build_spec\windows\lampada.nsi
;
; SOURCE_DIR is PyInstaller's onedir folder (build_spec/lampada.spec): lampada.exe (windowed), lampada-cli.exe
; (console) and _internal\. Silent install for scripts: setup.exe /S /D=C:\path\to\folder (/D last, unquoted).

Unicode true
ManifestDPIAware true

!include "MUI2.nsh"
!include "FileFunc.nsh"

!ifndef VERSION
  !error "pass -DVERSION=x.y.z"
!endif
!ifndef SOURCE_DIR
  !error "pass -DSOURCE_DIR=<PyInstaller's lampada folder>"
!endif
!ifndef OUTFILE
  !define OUTFILE "lampada-${VERSION}-windows-x64-setup.exe"
!endif

!define APP_NAME "Lâmpada"
!define APP_ID "Lampada"  ; folder and registry names stay ASCII
!define APP_KEY "Software\${APP_ID}"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APP_ID}"
!define SHORTCUT "$SMPROGRAMS\${APP_NAME}.lnk"

Name "${APP_NAME}"
OutFile "${OUTFILE}"
RequestExecutionLevel user
InstallDir "$LOCALAPPDATA\Programs\${APP_ID}"
InstallDirRegKey HKCU "${APP_KEY}" "InstallDir"
SetCompressor /SOLID lzma
BrandingText "${APP_NAME} ${VERSION}"

VIProductVersion "${VERSION}.0"
VIAddVersionKey /LANG=0 "ProductName" "${APP_NAME}"
VIAddVersionKey /LANG=0 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileDescription" "${APP_NAME} — offline Bible study"
VIAddVersionKey /LANG=0 "LegalCopyright" "GPL-3.0-or-later"

!ifdef ICON
  !define MUI_ICON "${ICON}"
  !define MUI_UNICON "${ICON}"
!endif
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\lampada.exe"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

; the first language is the default when Windows speaks neither
!insertmacro MUI_LANGUAGE "PortugueseBR"
!insertmacro MUI_LANGUAGE "English"

Function .onInit
  SetShellVarContext current
FunctionEnd

Function un.onInit
  SetShellVarContext current
FunctionEnd

Section "${APP_NAME}" SecMain
  SectionIn RO
  ; an earlier version's files go first, so that nothing stale is left among the new ones
  RMDir /r "$INSTDIR\_internal"
  SetOutPath "$INSTDIR"
  File /r "${SOURCE_DIR}\*.*"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  CreateShortCut "${SHORTCUT}" "$INSTDIR\lampada.exe" "" "$INSTDIR\lampada.exe" 0

  WriteRegStr HKCU "${APP_KEY}" "InstallDir" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${APP_NAME}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "${APP_NAME}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\lampada.exe,0"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  IntFmt $0 "0x%08X" $0
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" "$0"
SectionEnd

Section "Uninstall"
  Delete "${SHORTCUT}"
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\lampada.exe"
  Delete "$INSTDIR\lampada-cli.exe"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"  ; only when empty: whatever else is there was not put there by the installer
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
  DeleteRegKey HKCU "${APP_KEY}"
SectionEnd
