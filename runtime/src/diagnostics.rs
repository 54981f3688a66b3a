//! Located diagnostics, rendered the way MLIR's source-manager handler prints them:
//! `file:line:col: error: message`, the source line, a caret, then notes.

use crate::attributes::Location;

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
pub struct SourceMgr {
    buffers: Vec<SourceBuffer>,
}

/// One source buffer.
#[derive(Debug)]
pub struct SourceBuffer {
    /// the name diagnostics print (file name as given, or `<stdin>`)
    pub name: String,
    /// the bytes
    pub text: Vec<u8>,
    /// byte offsets where lines start (computed lazily by [`SourceBuffer::line_col`])
    line_starts: std::sync::OnceLock<Vec<u32>>,
    /// line number of the buffer's first line in the original file (for split inputs)
    pub first_line: u32,
}

impl SourceBuffer {
    fn starts(&self) -> &[u32] {
        self.line_starts.get_or_init(|| {
            let mut v = vec![0u32];
            for (i, &c) in self.text.iter().enumerate() {
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
            .unwrap_or(self.text.len());
        Some(&self.text[start..end.max(start)])
    }
}

impl SourceMgr {
    /// Adds a buffer; returns its index.
    pub fn add(&mut self, name: impl Into<String>, text: Vec<u8>, first_line: u32) -> u32 {
        self.buffers.push(SourceBuffer {
            name: name.into(),
            text,
            line_starts: std::sync::OnceLock::new(),
            first_line,
        });
        self.buffers.len() as u32 - 1
    }
    /// Buffer `i`.
    pub fn buffer(&self, i: u32) -> &SourceBuffer {
        &self.buffers[i as usize]
    }
    /// The buffer with this name, if any (the last one added wins).
    pub fn find(&self, name: &str) -> Option<&SourceBuffer> {
        self.buffers.iter().rev().find(|b| b.name == name)
    }
}
