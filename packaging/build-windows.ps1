# Build the Windows installer of sgs-desktop on Windows 10/11 x64 (docs/packaging.md):
#     dist\sgs-desktop\                                  the frozen program (sgs-desktop.exe, sgs-desktop-cli.exe, _internal\)
#     dist\sgs-desktop-VERSION-windows-x64-setup.exe     the NSIS installer (per user, no administrator)
#
#     powershell -ExecutionPolicy Bypass -File packaging\build-windows.ps1
#
# Needs Python 3.12 or 3.13 (x64) as `py` or `python`, and NSIS 3 (makensis on PATH, or in its default
# folder). Not run by CI (a Windows payload cannot be made on Linux): CI compiles the NSIS script with a
# placeholder program instead.
$ErrorActionPreference = "Stop"
$Root = Split-Path -Parent $PSScriptRoot
Set-Location $Root

$Version = (Select-String -Path "sgs_desktop\__init__.py" -Pattern '^__version__ = "(.+)"$').Matches[0].Groups[1].Value
Write-Host "sgs-desktop $Version"

# a virtual environment of its own, with the project and the pinned PyInstaller
$Venv = Join-Path $Root "build\venv-windows"
if (-not (Test-Path "$Venv\Scripts\python.exe")) {
    if (Get-Command py -ErrorAction SilentlyContinue) { py -3 -m venv $Venv } else { python -m venv $Venv }
}
$Py = "$Venv\Scripts\python.exe"
& $Py -m pip install --quiet --upgrade pip
& $Py -m pip install --quiet "$Root" -r "packaging\requirements-build.txt"
if ($LASTEXITCODE -ne 0) { throw "pip install failed" }
# the compiled hot path (sgs_desktop/native.py; needs the MSVC build tools): without it the program
# runs its Python sources, alike but slower
& $Py -m pip install --quiet "mypy>=2.4" "setuptools>=77"
& $Py scripts\build_native.py --require
if ($LASTEXITCODE -ne 0) { Write-Warning "the hot path was not compiled: the program runs its Python sources" }

# the frozen program
& $Py -m PyInstaller --noconfirm --log-level WARN --distpath dist --workpath build\pyinstaller packaging\sgs-desktop.spec
if ($LASTEXITCODE -ne 0) { throw "PyInstaller failed" }
& "dist\sgs-desktop\sgs-desktop-cli.exe" --version
& "dist\sgs-desktop\sgs-desktop-cli.exe" --smoke
if ($LASTEXITCODE -ne 0) { throw "the frozen program's smoke test failed" }

# the installer
$Makensis = (Get-Command makensis -ErrorAction SilentlyContinue).Source
if (-not $Makensis) { $Makensis = "${env:ProgramFiles(x86)}\NSIS\makensis.exe" }
if (-not (Test-Path $Makensis)) { throw "NSIS 3 is not installed (for example: winget install NSIS.NSIS)" }
$Out = Join-Path $Root "dist\sgs-desktop-$Version-windows-x64-setup.exe"
Push-Location packaging\windows
& $Makensis /V2 /WX "/DVERSION=$Version" "/DAPPDIR=$Root\dist\sgs-desktop" "/DOUTFILE=$Out" sgs-desktop.nsi
$code = $LASTEXITCODE
Pop-Location
if ($code -ne 0) { throw "makensis failed" }
Write-Host ("built {0} ({1:N1} MB)" -f $Out, ((Get-Item $Out).Length / 1MB))
