//! Located diagnostics, rendered the way MLIR's source-manager handler prints them:
//! `file:line:col: error: message`, the source line, a caret, then notes.

use crate::ir::attributes::Location;

/// Diagnostic severity.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Severity {
    /// `error`
    Error,
    /// `warning`
    Warning,
    /// `note`
    Note,
    /// `remark`
    Remark,
}

impl Severity {
    /// The word MLIR prints.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
            Severity::Remark => "remark",
        }
    }
}

/// Where a diagnostic points.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum DiagLoc {
    /// a byte offset in source buffer `buffer` of the [`SourceMgr`]
    Source {
        /// buffer index
        buffer: u32,
        /// byte offset
        offset: u32,
    },
    /// an IR location attribute
    Loc(Location),
}

/// One diagnostic with its attached notes.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Diagnostic {
    /// severity
    pub severity: Severity,
    /// where it points
    pub loc: DiagLoc,
    /// message text (no trailing newline)
    pub message: String,
    /// attached notes, printed after it
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    /// An error at `loc`.
    pub fn error(loc: DiagLoc, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Error,
            loc,
            message: message.into(),
            notes: Vec::new(),
        }
    }
    /// A failure reported without a message (MLIR's bare `failure()`, e.g. a verifier that
    /// returns failure without emitting anything): an error at `loc` with an empty message and
    /// no notes, which is never printed (mlir-opt then exits 1 with nothing on stderr).
    pub fn silent(loc: DiagLoc) -> Self {
        Diagnostic::error(loc, "")
    }
    /// True for a [`Diagnostic::silent`] failure.
    pub fn is_silent(&self) -> bool {
        self.severity == Severity::Error && self.message.is_empty() && self.notes.is_empty()
    }
    /// Attaches a note.
    pub fn with_note(mut self, loc: DiagLoc, message: impl Into<String>) -> Self {
        self.notes.push(Diagnostic {
            severity: Severity::Note,
            loc,
            message: message.into(),
            notes: Vec::new(),
        });
        self
    }
}

/// Source buffers by name, for turning offsets into line/column and showing source lines.
#[derive(Default, Debug)]
pub struct SourceMgr<'a> {
    buffers: Vec<SourceBuffer<'a>>,
}

/// One source buffer.
#[derive(Debug)]
pub struct SourceBuffer<'a> {
    /// the name diagnostics print (file name as given, or `<stdin>`)
    pub name: String,
    /// the bytes, borrowed from the caller when it keeps them alive (empty once released,
    /// see [`SourceMgr::release_text`]); read them with [`SourceBuffer::text`]
    text: std::borrow::Cow<'a, [u8]>,
    /// where a released text is read from again
    reload: Option<Reload>,
    /// byte offsets where lines start (computed lazily by [`SourceBuffer::line_col`])
    line_starts: std::sync::OnceLock<Vec<u32>>,
    /// line number of the buffer's first line in the original file (for split inputs)
    pub first_line: u32,
}

/// The file a released buffer came from, and what its bytes were.
#[derive(Debug)]
struct Reload {
    path: std::path::PathBuf,
    len: usize,
    checksum: u64,
    /// the bytes read again on first use; empty when the file is gone or changed
    text: std::sync::OnceLock<Vec<u8>>,
}

/// A checksum of a buffer's bytes (to notice that a file changed after it was parsed).
fn checksum(bytes: &[u8]) -> u64 {
    use std::hash::Hasher;
    let mut h = crate::ir::context::FxHasher::default();
    h.write(bytes);
    h.finish()
}

impl SourceBuffer<'_> {
    /// The buffer's bytes. After [`SourceMgr::release_text`] they are read from the file again
    /// on first use; if the file changed or is gone meanwhile, the buffer is empty (and
    /// diagnostics pointing into it are printed without a source line).
    pub fn text(&self) -> &[u8] {
        match &self.reload {
            None => &self.text,
            Some(r) => r.text.get_or_init(|| match std::fs::read(&r.path) {
                Ok(t) if t.len() == r.len && checksum(&t) == r.checksum => t,
                _ => Vec::new(),
            }),
        }
    }
    /// False for a released buffer whose file could not be read back unchanged.
    fn available(&self) -> bool {
        self.reload.is_none() || !self.text().is_empty()
    }
    fn starts(&self) -> &[u32] {
        self.line_starts.get_or_init(|| {
            let mut v = vec![0u32];
            for (i, &c) in self.text().iter().enumerate() {
                if c == b'\n' {
                    v.push(i as u32 + 1);
                }
            }
            v
        })
    }
    /// 1-based line and column of a byte offset (column counts bytes, as MLIR does).
    pub fn line_col(&self, offset: u32) -> (u32, u32) {
        let starts = self.starts();
        let line = starts.partition_point(|&s| s <= offset).saturating_sub(1);
        (line as u32 + self.first_line, offset - starts[line] + 1)
    }
    /// The text of 1-based line `line` (without its newline), if it exists.
    pub fn line_text(&self, line: u32) -> Option<&[u8]> {
        let starts = self.starts();
        let i = line.checked_sub(self.first_line)? as usize;
        let start = *starts.get(i)? as usize;
        let end = starts
            .get(i + 1)
            .map(|&e| e as usize - 1)
            .unwrap_or(self.text().len());
        Some(&self.text()[start..end.max(start)])
    }
}

impl<'a> SourceMgr<'a> {
    /// Adds a buffer (owned, or borrowed to avoid a copy); returns its index.
    pub fn add(
        &mut self,
        name: impl Into<String>,
        text: impl Into<std::borrow::Cow<'a, [u8]>>,
        first_line: u32,
    ) -> u32 {
        self.buffers.push(SourceBuffer {
            name: name.into(),
            text: text.into(),
            reload: None,
            line_starts: std::sync::OnceLock::new(),
            first_line,
        });
        self.buffers.len() as u32 - 1
    }
    /// Frees the bytes of buffer `i`, which are the contents of the file at `path`: a driver
    /// calls this once the input is parsed, so that the text is not kept beside the IR for
    /// the rest of the run. Diagnostics that show a source line read the file again (see
    /// [`SourceBuffer::text`]).
    pub fn release_text(&mut self, i: u32, path: impl Into<std::path::PathBuf>) {
        let Some(b) = self.buffers.get_mut(i as usize) else {
            return;
        };
        // borrowed text is the caller's to free; released text is gone already
        if b.reload.is_some() || matches!(b.text, std::borrow::Cow::Borrowed(_)) {
            return;
        }
        b.reload = Some(Reload {
            path: path.into(),
            len: b.text.len(),
            checksum: checksum(&b.text),
            text: std::sync::OnceLock::new(),
        });
        b.text = std::borrow::Cow::Borrowed(&[]);
        b.line_starts = std::sync::OnceLock::new();
    }
    /// Buffer `i`.
    pub fn buffer(&self, i: u32) -> &SourceBuffer<'a> {
        &self.buffers[i as usize]
    }
    /// Buffer `i`, if it exists.
    pub fn get(&self, i: u32) -> Option<&SourceBuffer<'a>> {
        self.buffers.get(i as usize)
    }
    /// The buffer with this name, if any (the last one added wins).
    pub fn find(&self, name: &str) -> Option<&SourceBuffer<'a>> {
        self.buffers
            .iter()
            .rev()
            .find(|b| b.name == name && b.available())
    }
}

// ------------------------------------------------------------------------------------------
// Rendering, as mlir-opt's source-manager diagnostic handler prints to stderr.

use crate::ir::attributes::AttrKind;
use crate::ir::context::Context;

/// How many `called from` notes a call-site location shows at most (mlir-opt's limit).
pub const CALL_STACK_LIMIT: usize = 10;

/// A comparable identity of a location: file locations compare by file, line and column.
#[derive(PartialEq, Eq, Clone, Debug)]
enum LocKey {
    File(Vec<u8>, u32, u32),
    Attr(Location),
    None,
}

/// The first file location (`file`, `line`, `col`) of `loc`, walking nested locations in
/// pre-order (name -> child, call site -> callee then caller, fused -> each location).
/// Ranges count as their start.
pub fn find_file_loc(ctx: &Context, loc: Location) -> Option<(&str, u32, u32)> {
    let l = find_file_loc_attr(ctx, loc)?;
    match ctx.attr_kind(l) {
        AttrKind::FileLineCol { file, line, col } => Some((ctx.str(*file), *line, *col)),
        AttrKind::FileLineColRange {
            file,
            start_line,
            start_col,
            ..
        } => Some((ctx.str(*file), *start_line, *start_col)),
        _ => None,
    }
}

/// The first file location (or range) nested in `loc`, as in [`find_file_loc`].
pub fn find_file_loc_attr(ctx: &Context, loc: Location) -> Option<Location> {
    let mut stack = vec![loc];
    while let Some(l) = stack.pop() {
        match ctx.attr_kind(l) {
            AttrKind::FileLineCol { .. } | AttrKind::FileLineColRange { .. } => return Some(l),
            AttrKind::NameLoc { child, .. } => stack.push(*child),
            AttrKind::CallSiteLoc { callee, caller } => {
                stack.push(*caller);
                stack.push(*callee);
            }
            AttrKind::FusedLoc { locs, .. } => stack.extend(locs.iter().rev().copied()),
            _ => {}
        }
    }
    None
}

/// The call-site location `loc` is or wraps (through names and fused locations): its caller.
fn call_site_caller(ctx: &Context, loc: Location) -> Option<Location> {
    let mut stack = vec![loc];
    while let Some(l) = stack.pop() {
        match ctx.attr_kind(l) {
            AttrKind::CallSiteLoc { caller, .. } => return Some(*caller),
            AttrKind::NameLoc { child, .. } => stack.push(*child),
            AttrKind::FusedLoc { locs, .. } => stack.extend(locs.iter().rev().copied()),
            _ => {}
        }
    }
    None
}

/// Appends `s` with MLIR's string escaping (`\\`, `\XX` for `"` and non-printable bytes).
pub fn escape_into(out: &mut Vec<u8>, s: &[u8]) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    for &c in s {
        if c == b'\\' {
            out.extend_from_slice(b"\\\\");
        } else if (0x20..0x7f).contains(&c) && c != b'"' {
            out.push(c);
        } else {
            out.extend_from_slice(&[b'\\', HEX[(c >> 4) as usize], HEX[(c & 15) as usize]]);
        }
    }
}

/// A location as MLIR prints it in a diagnostic without a file location: `loc(...)`.
/// Iterative, so any nesting depth is fine.
pub fn location_text(ctx: &Context, loc: Location) -> Vec<u8> {
    enum Item {
        Loc(Location),
        Text(&'static str),
    }
    let mut out = b"loc(".to_vec();
    let mut stack = vec![Item::Text(")"), Item::Loc(loc)];
    while let Some(item) = stack.pop() {
        let l = match item {
            Item::Text(t) => {
                out.extend_from_slice(t.as_bytes());
                continue;
            }
            Item::Loc(l) => l,
        };
        match ctx.attr_kind(l) {
            AttrKind::UnknownLoc => out.extend_from_slice(b"unknown"),
            AttrKind::FileLineCol { file, line, col } => {
                out.push(b'"');
                escape_into(&mut out, ctx.str(*file).as_bytes());
                out.extend_from_slice(format!("\":{line}:{col}").as_bytes());
            }
            AttrKind::FileLineColRange {
                file,
                start_line,
                start_col,
                end_line,
                end_col,
            } => {
                out.push(b'"');
                escape_into(&mut out, ctx.str(*file).as_bytes());
                out.extend_from_slice(format!("\":{start_line}:{start_col}").as_bytes());
                if end_line != start_line {
                    out.extend_from_slice(format!(" to {end_line}:{end_col}").as_bytes());
                } else if end_col != start_col {
                    out.extend_from_slice(format!(" to :{end_col}").as_bytes());
                }
            }
            AttrKind::NameLoc { name, child } => {
                out.push(b'"');
                escape_into(&mut out, ctx.str(*name).as_bytes());
                out.push(b'"');
                if !matches!(ctx.attr_kind(*child), AttrKind::UnknownLoc) {
                    out.push(b'(');
                    stack.push(Item::Text(")"));
                    stack.push(Item::Loc(*child));
                }
            }
            AttrKind::CallSiteLoc { callee, caller } => {
                out.extend_from_slice(b"callsite(");
                stack.push(Item::Text(")"));
                stack.push(Item::Loc(*caller));
                stack.push(Item::Text(" at "));
                stack.push(Item::Loc(*callee));
            }
            AttrKind::FusedLoc { locs, metadata } => {
                out.extend_from_slice(b"fused");
                if let Some(m) = metadata {
                    let mut p = crate::text::printer::Printer::new(ctx, Default::default());
                    p.print_attribute(*m);
                    out.push(b'<');
                    out.extend_from_slice(&p.out);
                    out.push(b'>');
                }
                out.push(b'[');
                stack.push(Item::Text("]"));
                for (i, &c) in locs.iter().enumerate().rev() {
                    stack.push(Item::Loc(c));
                    if i > 0 {
                        stack.push(Item::Text(", "));
                    }
                }
            }
            _ => {
                let mut p = crate::text::printer::Printer::new(ctx, Default::default());
                p.print_attribute(l);
                out.extend_from_slice(&p.out);
            }
        }
    }
    out
}

fn display_name(name: &str) -> &str {
    if name == "-" {
        "<stdin>"
    } else {
        name
    }
}

/// Prints a source line expanding tabs to 8-column stops (LLVM's `printSourceLine`).
fn push_source_line(out: &mut Vec<u8>, line: &[u8]) {
    let mut col = 0usize;
    for &c in line {
        if c == b'\t' {
            loop {
                out.push(b' ');
                col += 1;
                if col.is_multiple_of(8) {
                    break;
                }
            }
        } else {
            out.push(c);
            col += 1;
        }
    }
    out.push(b'\n');
}

/// Renders one message at byte `offset` of `buf`, with the source line, a caret and an optional
/// `~` range of `range_len` bytes starting at the offset (LLVM's `SourceMgr::PrintMessage`).
fn push_at_offset(
    out: &mut Vec<u8>,
    buf: &SourceBuffer,
    offset: u32,
    severity: Severity,
    message: &str,
    range_len: u32,
) {
    let text = buf.text();
    let off = (offset as usize).min(text.len());
    let mut start = off;
    while start > 0 && text[start - 1] != b'\n' && text[start - 1] != b'\r' {
        start -= 1;
    }
    let mut end = off;
    while end < text.len() && text[end] != b'\n' && text[end] != b'\r' {
        end += 1;
    }
    let (line, _) = buf.line_col(off as u32);
    let column = off - start;
    out.extend_from_slice(
        format!(
            "{}:{}:{}: {}: {}\n",
            display_name(&buf.name),
            line,
            column + 1,
            severity.as_str(),
            message
        )
        .as_bytes(),
    );
    let line_text = &text[start..end];
    if line_text.iter().any(|&c| c >= 0x80) {
        push_source_line(out, line_text);
        return;
    }
    let ncols = line_text.len();
    let mut caret = vec![b' '; ncols + 1];
    if range_len > 0 {
        let r_end = (off + range_len as usize).min(end);
        for c in caret.iter_mut().take(r_end - start).skip(column) {
            *c = b'~';
        }
    }
    caret[column.min(ncols)] = b'^';
    while caret.last() == Some(&b' ') {
        caret.pop();
    }
    push_source_line(out, line_text);
    let mut col = 0usize;
    for (i, &c) in caret.iter().enumerate() {
        if line_text.get(i) == Some(&b'\t') {
            loop {
                out.push(c);
                col += 1;
                if col.is_multiple_of(8) {
                    break;
                }
            }
        } else {
            out.push(c);
            col += 1;
        }
    }
    out.push(b'\n');
}

/// LLVM's `FindLocForLineAndColumn`: the byte offset of 1-based `line`:`col` in `buf`, if valid.
fn offset_of_line_col(buf: &SourceBuffer, line: u32, col: u32) -> Option<u32> {
    if line == 0 || col == 0 {
        return None;
    }
    let idx = line.checked_sub(buf.first_line)? as usize;
    let line_start = *buf.starts().get(idx)? as usize;
    let c = col as usize - 1;
    if c > 0 {
        if line_start + c > buf.text().len() {
            return None;
        }
        if buf.text()[line_start..line_start + c]
            .iter()
            .any(|&b| b == b'\n' || b == b'\r')
        {
            return None;
        }
    }
    Some((line_start + c) as u32)
}

/// A renderer over a source manager: turns diagnostics into mlir-opt's stderr text.
struct Renderer<'a> {
    ctx: &'a Context,
    srcmgr: &'a SourceMgr<'a>,
    out: Vec<u8>,
}

impl Renderer<'_> {
    fn key(&self, loc: &DiagLoc) -> LocKey {
        match *loc {
            DiagLoc::Source { buffer, offset } => match self.srcmgr.buffers.get(buffer as usize) {
                Some(b) => {
                    let (l, c) = b.line_col(offset.min(b.text().len() as u32));
                    LocKey::File(b.name.as_bytes().to_vec(), l, c)
                }
                None => LocKey::None,
            },
            DiagLoc::Loc(l) => match self.ctx.attr_kind(l) {
                AttrKind::FileLineCol { file, line, col } => {
                    LocKey::File(self.ctx.str(*file).as_bytes().to_vec(), *line, *col)
                }
                _ => LocKey::Attr(l),
            },
        }
    }

    /// MLIR's `emitDiagnostic(Location, message, severity, displaySourceLine)`.
    fn emit(&mut self, loc: &DiagLoc, message: &str, severity: Severity, display: bool) {
        match *loc {
            DiagLoc::Source { buffer, offset } => {
                let Some(buf) = self.srcmgr.buffers.get(buffer as usize) else {
                    self.unknown(message, severity);
                    return;
                };
                if display {
                    push_at_offset(&mut self.out, buf, offset, severity, message, 0);
                } else {
                    let (l, c) = buf.line_col(offset.min(buf.text().len() as u32));
                    self.plain(&buf.name, l, c, message, severity);
                }
            }
            DiagLoc::Loc(l) => {
                let Some((file, line, col)) = find_file_loc(self.ctx, l) else {
                    if matches!(self.ctx.attr_kind(l), AttrKind::UnknownLoc) {
                        self.unknown(message, severity);
                    } else {
                        let mut m = location_text(self.ctx, l);
                        m.extend_from_slice(b": ");
                        m.extend_from_slice(message.as_bytes());
                        self.unknown(&String::from_utf8_lossy(&m), severity);
                    }
                    return;
                };
                if display {
                    if let Some(buf) = self.srcmgr.find(file) {
                        if let Some(off) = offset_of_line_col(buf, line, col) {
                            push_at_offset(&mut self.out, buf, off, severity, message, 0);
                            return;
                        }
                    }
                }
                self.plain(file, line, col, message, severity);
            }
        }
    }

    fn unknown(&mut self, message: &str, severity: Severity) {
        self.out.extend_from_slice(
            format!("<unknown>:0: {}: {}\n", severity.as_str(), message).as_bytes(),
        );
    }

    fn plain(&mut self, file: &str, line: u32, col: u32, message: &str, severity: Severity) {
        self.out.extend_from_slice(
            format!(
                "{}:{}:{}: {}: {}\n",
                display_name(file),
                line,
                col,
                severity.as_str(),
                message
            )
            .as_bytes(),
        );
    }

    /// MLIR's `emitDiagnostic(Diagnostic&)`: the message, its call stack, then its notes.
    fn diagnostic(&mut self, d: &Diagnostic) {
        if d.is_silent() {
            return;
        }
        let mut stack: Vec<(DiagLoc, &str)> = vec![(d.loc, "")];
        let mut prev = d.loc;
        if let DiagLoc::Loc(l) = d.loc {
            if let Some(mut caller) = call_site_caller(self.ctx, l) {
                for _ in 0..CALL_STACK_LIMIT {
                    stack.push((DiagLoc::Loc(caller), "called from"));
                    match call_site_caller(self.ctx, caller) {
                        Some(c) => caller = c,
                        None => break,
                    }
                }
                prev = DiagLoc::Loc(caller);
            }
        }
        self.emit(&stack[0].0, &d.message, d.severity, true);
        for (loc, msg) in stack.iter().skip(1) {
            self.emit(loc, msg, Severity::Note, true);
        }
        let mut prev_key = self.key(&prev);
        for n in &d.notes {
            let k = self.key(&n.loc);
            // an error-severity "note" is a further error of its own (MLIR emits it as a
            // separate diagnostic), which always shows its source line
            let display = k != prev_key || k == LocKey::None || n.severity == Severity::Error;
            self.emit(&n.loc, &n.message, n.severity, display);
            prev_key = k;
        }
    }
}

/// Renders `d` (with its call stack and notes) exactly as mlir-opt prints it to stderr.
pub fn render(ctx: &Context, srcmgr: &SourceMgr, d: &Diagnostic) -> String {
    String::from_utf8_lossy(&render_bytes(ctx, srcmgr, d)).into_owned()
}

/// [`render`] as bytes: source lines are echoed verbatim, even when not UTF-8.
pub fn render_bytes(ctx: &Context, srcmgr: &SourceMgr, d: &Diagnostic) -> Vec<u8> {
    let mut r = Renderer {
        ctx,
        srcmgr,
        out: Vec::new(),
    };
    r.diagnostic(d);
    r.out
}

/// Renders a message at byte `offset` of buffer `buffer`, with the source line and a caret
/// followed by `~` over `range_len` bytes (used by `--verify-diagnostics` and the split-marker
/// warnings, which mlir-opt prints through its source manager directly).
pub fn render_at_offset(
    srcmgr: &SourceMgr,
    buffer: u32,
    offset: u32,
    severity: Severity,
    message: &str,
    range_len: u32,
) -> Vec<u8> {
    let mut out = Vec::new();
    match srcmgr.buffers.get(buffer as usize) {
        Some(buf) => push_at_offset(&mut out, buf, offset, severity, message, range_len),
        None => out.extend_from_slice(
            format!("<unknown>:0: {}: {}\n", severity.as_str(), message).as_bytes(),
        ),
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn setup() -> (Context, SourceMgr<'static>, u32) {
        let ctx = Context::new();
        let mut sm = SourceMgr::default();
        let src =
            b"func.func @f() {\n  \"foo.b\"(%0) : (i32) -> ()\n\t%0 = \"foo.c\"() : () -> i32\n}\n";
        let b = sm.add("t.mlir", src.to_vec(), 1);
        (ctx, sm, b)
    }

    fn flc(ctx: &mut Context, file: &str, line: u32, col: u32) -> Location {
        let f = ctx.symbol(file);
        ctx.file_line_col(f, line, col)
    }

    #[test]
    fn source_offsets_and_notes() {
        let (mut ctx, sm, b) = setup();
        let l2 = flc(&mut ctx, "t.mlir", 2, 3);
        let l3 = flc(&mut ctx, "t.mlir", 3, 2);
        let d = Diagnostic::error(DiagLoc::Loc(l2), "operand #0 does not dominate this use")
            .with_note(
                DiagLoc::Loc(l2),
                "see current operation: \"foo.b\"(%0) : (i32) -> ()",
            )
            .with_note(
                DiagLoc::Loc(l3),
                "operand defined here (op in the same block)",
            );
        assert_eq!(
            render(&ctx, &sm, &d),
            "t.mlir:2:3: error: operand #0 does not dominate this use\n  \"foo.b\"(%0) : (i32) -> ()\n  ^\n\
             t.mlir:2:3: note: see current operation: \"foo.b\"(%0) : (i32) -> ()\n\
             t.mlir:3:2: note: operand defined here (op in the same block)\n        %0 = \"foo.c\"() : () -> i32\n        ^\n"
        );
        let d = Diagnostic::error(
            DiagLoc::Source {
                buffer: b,
                offset: 26,
            },
            "expected ')'",
        );
        assert_eq!(
            render(&ctx, &sm, &d),
            "t.mlir:2:10: error: expected ')'\n  \"foo.b\"(%0) : (i32) -> ()\n         ^\n"
        );
    }

    #[test]
    fn non_file_locations() {
        let (mut ctx, sm, _) = setup();
        let unknown = ctx.common.unknown_loc;
        let d = Diagnostic::error(DiagLoc::Loc(unknown), "m");
        assert_eq!(render(&ctx, &sm, &d), "<unknown>:0: error: m\n");
        let name = ctx.symbol("name");
        let nl = ctx.intern_attr(AttrKind::NameLoc {
            name,
            child: unknown,
        });
        let d = Diagnostic::error(DiagLoc::Loc(nl), "m");
        assert_eq!(
            render(&ctx, &sm, &d),
            "<unknown>:0: error: loc(\"name\"): m\n"
        );
        // out of range line / column, line 0, other files: no source line
        for (f, l, c) in [
            ("t.mlir", 99, 3),
            ("t.mlir", 1, 999),
            ("t.mlir", 1, 0),
            ("u", 1, 1),
        ] {
            let loc = flc(&mut ctx, f, l, c);
            let d = Diagnostic::error(DiagLoc::Loc(loc), "m");
            assert_eq!(render(&ctx, &sm, &d), format!("{f}:{l}:{c}: error: m\n"));
        }
        // a name wrapping a file location shows the file location
        let inner = flc(&mut ctx, "t.mlir", 1, 6);
        let nl = ctx.intern_attr(AttrKind::NameLoc { name, child: inner });
        let d = Diagnostic::error(DiagLoc::Loc(nl), "m");
        assert_eq!(
            render(&ctx, &sm, &d),
            "t.mlir:1:6: error: m\nfunc.func @f() {\n     ^\n"
        );
    }

    #[test]
    fn call_stacks() {
        let (mut ctx, sm, _) = setup();
        let a = flc(&mut ctx, "a", 1, 1);
        let b = flc(&mut ctx, "b", 2, 2);
        let c = flc(&mut ctx, "t.mlir", 1, 1);
        let inner = ctx.intern_attr(AttrKind::CallSiteLoc {
            callee: b,
            caller: c,
        });
        let cs = ctx.intern_attr(AttrKind::CallSiteLoc {
            callee: a,
            caller: inner,
        });
        let d = Diagnostic::error(DiagLoc::Loc(cs), "m").with_note(DiagLoc::Loc(c), "n");
        assert_eq!(
            render(&ctx, &sm, &d),
            "a:1:1: error: m\nb:2:2: note: called from\nt.mlir:1:1: note: called from\n\
             func.func @f() {\n^\nt.mlir:1:1: note: n\n"
        );
    }

    #[test]
    fn ranges_and_escaping() {
        let (_ctx, sm, b) = setup();
        let out = render_at_offset(&sm, b, 19, Severity::Error, "x", 5);
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "t.mlir:2:3: error: x\n  \"foo.b\"(%0) : (i32) -> ()\n  ^~~~~\n"
        );
        let mut v = Vec::new();
        escape_into(&mut v, b"a\"b\\c\n\xff");
        assert_eq!(v, b"a\\22b\\\\c\\0A\\FF");
    }
}
