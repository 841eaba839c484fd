; Kotoba Quest: what the Windows installer does beyond electron-builder's own script
; (included through `nsis.include` in electron-builder.yml).
;
; A silent install can set the class folder for the whole PC:
;
;   kotoba-quest-setup-<version>-x64.exe /S /allusers /CLASSFOLDER="\\server\share\kotoba\5-1" /CLASSNAME="5-1"
;
; With /CLASSFOLDER the installer writes %ProgramData%\Kotoba Quest\config.json, the machine-wide file
; the game reads at start (machineConfigSchema in electron/contract/classFolder.ts):
;
;   { "version": 1, "classFolder": "...", "className": "..." }
;
; - Only /CLASSFOLDER with a value writes the file. An existing config.json is replaced: IT named the
;   folder on the command line. Without /CLASSFOLDER an existing config.json is left as it is, so an
;   update keeps the setting.
; - /CLASSNAME is optional; without it the file has no className.
; - The file is plain ASCII: backslashes and quotes are escaped for JSON, and every character outside
;   printable ASCII (a Japanese class name) is written as a \uXXXX escape. NSIS's FileWrite converts
;   text to the PC's ANSI code page, so this is what keeps the name intact on every PC; the game's
;   JSON parser turns the escapes back into the same text.
; - The folder is made readable by every user and writable by administrators and SYSTEM only.
;   Windows' default for a new folder in ProgramData would also let any user create files in it,
;   and so write a config.json of their own where none exists yet.
; - The path itself is checked by the game at start (it says so on the "who is playing?" screen);
;   the installer writes what it was given.
; - When the file cannot be written, the app is installed all the same and the installer exits with 2.
; - The uninstaller does not touch config.json (there is no customUnInstall): it is IT's setting.
;
; The game reads the same file name and folder: keep KQ_CONFIG_DIR and KQ_CONFIG_FILE in step with it.

!include LogicLib.nsh
!include FileFunc.nsh

; electron-builder compiles this file into the uninstaller too, with warnings as errors; a function
; the uninstaller never calls would be an "unreferenced function" warning there.
!ifndef BUILD_UNINSTALLER

!define KQ_CONFIG_VERSION 1
!define KQ_CONFIG_DIR "Kotoba Quest"
!define KQ_CONFIG_FILE "config.json"
; The exit code of an install whose config.json could not be written.
!define KQ_CONFIG_FAILED 2

; kqJsonEscape: pops a text and pushes it as the inside of a JSON string (without the quotes around
; it): \ and " get a backslash; control characters and everything outside printable ASCII become
; \uXXXX, one escape per UTF-16 code unit (a character outside the BMP becomes its surrogate pair,
; which JSON reads back as the one character).
Function kqJsonEscape
  Exch $0 ; the text
  Push $1 ; the escaped text so far
  Push $2 ; index of the code unit
  Push $3 ; length in code units
  Push $4 ; the code unit, as text
  Push $5 ; the code unit, as a number
  Push $6 ; scratch memory
  StrCpy $1 ""
  StrCpy $2 0
  StrLen $3 $0
  ${DoWhile} $2 < $3
    StrCpy $4 $0 1 $2
    ; NSIS has no instruction for a character's code: copy the code unit into memory, read it back
    ; as a 16-bit number.
    System::Call "*(&w2 r4)p.r6"
    System::Call "*$6(&i2 .r5)"
    System::Free $6
    IntOp $5 $5 & 0xFFFF
    ${If} $5 = 0x22
      StrCpy $1 '$1\"'
    ${ElseIf} $5 = 0x5C
      StrCpy $1 '$1\\'
    ${ElseIf} $5 < 0x20
      IntFmt $4 "\u%04x" $5
      StrCpy $1 "$1$4"
    ${ElseIf} $5 > 0x7E
      IntFmt $4 "\u%04x" $5
      StrCpy $1 "$1$4"
    ${Else}
      StrCpy $1 "$1$4"
    ${EndIf}
    IntOp $2 $2 + 1
  ${Loop}
  StrCpy $0 $1
  Pop $6
  Pop $5
  Pop $4
  Pop $3
  Pop $2
  Pop $1
  Exch $0
FunctionEnd

; kqWriteMachineConfig: reads /CLASSFOLDER= and /CLASSNAME= from the command line and, when a class
; folder was given, writes config.json (a temporary file first, then renamed over the old one).
Function kqWriteMachineConfig
  Push $0 ; the command line's parameters
  Push $1 ; the class folder, escaped
  Push $2 ; the class name, escaped ("" when not given)
  Push $3 ; the folder of config.json
  Push $4 ; file handle, exit codes
  ${GetParameters} $0
  ClearErrors
  ${GetOptions} $0 "/CLASSFOLDER=" $1
  ${If} ${Errors}
  ${OrIf} $1 == ""
    Goto kqConfigDone
  ${EndIf}
  ClearErrors
  ${GetOptions} $0 "/CLASSNAME=" $2
  ${If} ${Errors}
    StrCpy $2 ""
  ${EndIf}

  Push $1
  Call kqJsonEscape
  Pop $1
  ${If} $2 != ""
    Push $2
    Call kqJsonEscape
    Pop $2
  ${EndIf}

  ReadEnvStr $3 "ProgramData"
  ${If} $3 == ""
    DetailPrint "Kotoba Quest: %ProgramData% is not set; config.json was not written."
    SetErrorLevel ${KQ_CONFIG_FAILED}
    Goto kqConfigDone
  ${EndIf}
  StrCpy $3 "$3\${KQ_CONFIG_DIR}"
  ClearErrors
  CreateDirectory "$3"
  ${If} ${Errors}
    DetailPrint "Kotoba Quest: could not create $3; config.json was not written."
    SetErrorLevel ${KQ_CONFIG_FAILED}
    Goto kqConfigDone
  ${EndIf}
  ; Users read, administrators and SYSTEM write; SIDs, so that it works whatever the groups are
  ; called in the PC's language.
  nsExec::ExecToLog '"$SYSDIR\icacls.exe" "$3" /inheritance:r /grant:r *S-1-5-18:(OI)(CI)F *S-1-5-32-544:(OI)(CI)F *S-1-5-32-545:(OI)(CI)RX'
  Pop $4
  ${If} $4 != 0
    DetailPrint "Kotoba Quest: icacls answered $4; $3 keeps the permissions it inherited."
  ${EndIf}

  ClearErrors
  FileOpen $4 "$3\${KQ_CONFIG_FILE}.new" w
  ${If} ${Errors}
    DetailPrint "Kotoba Quest: could not write $3\${KQ_CONFIG_FILE}.new; config.json was not written."
    SetErrorLevel ${KQ_CONFIG_FAILED}
    Goto kqConfigDone
  ${EndIf}
  FileWrite $4 '{$\r$\n'
  FileWrite $4 '  "version": ${KQ_CONFIG_VERSION},$\r$\n'
  FileWrite $4 '  "classFolder": "$1"'
  ${If} $2 != ""
    FileWrite $4 ',$\r$\n'
    FileWrite $4 '  "className": "$2"'
  ${EndIf}
  FileWrite $4 '$\r$\n}$\r$\n'
  FileClose $4

  ClearErrors
  Delete "$3\${KQ_CONFIG_FILE}"
  Rename "$3\${KQ_CONFIG_FILE}.new" "$3\${KQ_CONFIG_FILE}"
  ${If} ${Errors}
    DetailPrint "Kotoba Quest: could not replace $3\${KQ_CONFIG_FILE}."
    Delete "$3\${KQ_CONFIG_FILE}.new"
    SetErrorLevel ${KQ_CONFIG_FAILED}
    Goto kqConfigDone
  ${EndIf}
  DetailPrint "Kotoba Quest: class folder written to $3\${KQ_CONFIG_FILE}."

  kqConfigDone:
  Pop $4
  Pop $3
  Pop $2
  Pop $1
  Pop $0
FunctionEnd

; electron-builder inserts this at the end of the install section, after the app's files and shortcuts.
!macro customInstall
  Call kqWriteMachineConfig
!macroend

!endif
