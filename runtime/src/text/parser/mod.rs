//! The MLIR text parser: recursive descent over the [`Lexer`]'s tokens.
//!
//! [`Parser`] holds the token cursor and the context; sub-modules parse types
//! ([`types`]), attributes and locations ([`attributes`]) and operations ([`ops`]).
//! [`OpAsmParser`] is the interface custom op parsers (generated or hand-written) use.
//! Nesting follows the input: every nesting point (region, container type, attribute, location,
//! dialect symbol) goes through [`Parser::nested`], which continues on a new stack segment when
//! the stack runs low ([`crate::ir::stack`]). Only the memory bound of that stack stops it, with a
//! located error; never a stack overflow.

pub mod affine;
pub mod attributes;
pub mod defs;
pub mod ops;
pub mod types;

use crate::ir::attributes::Attribute;
use crate::ir::attributes::Location;
use crate::ir::context::{Context, FxHashMap, Symbol};
use crate::ir::diagnostics::{DiagLoc, Diagnostic};
use crate::ir::stack::{too_deep_message, DeepStack};
use crate::ir::types::Type;
use crate::text::lexer::{Lexer, Token, TokenKind};

/// Result of a parse step; the error is a located diagnostic.
pub type PResult<T> = Result<T, Diagnostic>;

/// Parser state over one buffer.
pub struct Parser<'a> {
    /// the context receiving interned objects and IR
    pub ctx: &'a mut Context,
    /// token cursor
    pub lex: Lexer<'a>,
    /// the current token
    pub tok: Token,
    /// buffer index in the caller's [`crate::ir::diagnostics::SourceMgr`]
    pub buffer: u32,
    /// file name used in `loc("file":line:col)` locations
    pub file: Symbol,
    /// line number of the buffer's first line (for split inputs)
    pub first_line: u32,
    /// the stack budget of nesting points ([`Parser::nested`])
    pub stack: DeepStack,
    /// `!name = type` definitions seen so far (key without the `!`)
    pub type_aliases: FxHashMap<Box<[u8]>, Type>,
    /// `#name = attr` definitions seen so far (key without the `#`)
    pub attr_aliases: FxHashMap<Box<[u8]>, Attribute>,
    /// attribute-parsing state (`distinct[N]` ids seen so far)
    pub attr_state: attributes::AttrParseState,
    /// operation-parsing state: SSA name scopes, block scopes, scratch buffers
    pub op_state: ops::OpParseState<'a>,
    /// attribute dictionaries already parsed, by their source text: real IR repeats the same
    /// dictionaries (properties especially) thousands of times, and a dictionary's text always
    /// means the same attribute within one buffer (aliases cannot be redefined)
    pub(crate) dict_cache: FxHashMap<&'a [u8], Attribute>,
    /// simple keyword types (`i32`, `f64`, `index`) already parsed, by spelling
    pub(crate) leaf_type_cache: FxHashMap<&'a [u8], Type>,
    /// generic operations' function types already parsed, by source text
    pub(crate) op_type_cache: FxHashMap<&'a [u8], Type>,
    /// ends of the `<...>` dialect bodies scanned so far, by the offset of their `<`
    pub(crate) body_ends: FxHashMap<u32, u32>,
    /// dialect types already parsed, by their whole text (`!d.t<...>`)
    pub(crate) dialect_type_cache: FxHashMap<&'a [u8], Type>,
    /// the open brackets of the `<...>` body being scanned (kind, offset), kept between scans
    pub(crate) body_stack: Vec<(u8, u32)>,
    /// the recursive types whose bodies are being parsed, outermost first (MLIR's
    /// `tryStartCyclicParse` stack)
    pub cyclic_parse: Vec<Type>,
    /// the last answer of [`Parser::line_col`]: (offset, line, offset of that line's start)
    line_cache: (usize, u32, usize),
    /// the same triple at the furthest offset scanned so far
    line_front: (usize, u32, usize),
    /// the same triple at every [`LINE_MARK_STEP`] bytes scanned so far, in order: a query
    /// behind the last answer starts from the mark before it
    line_marks: Vec<(usize, u32, usize)>,
}

/// The distance between two [`Parser::line_col`] marks.
const LINE_MARK_STEP: usize = 1024;

/// `from` (offset, line, line start) moved forward to offset `to`.
fn scan_lines(src: &[u8], from: (usize, u32, usize), to: usize) -> (usize, u32, usize) {
    let (pos, mut line, mut line_start) = from;
    let chunk = src.get(pos..to).unwrap_or(&[]);
    // counting is vectorized; the last newline is found backwards, usually close by
    let n = count_newlines(chunk);
    if n > 0 {
        line += n as u32;
        if let Some(i) = chunk.iter().rposition(|&c| c == b'\n') {
            line_start = pos + i + 1;
        }
    }
    (to, line, line_start)
}

impl<'a> Parser<'a> {
    /// A parser at the start of `src`.
    pub fn new(
        ctx: &'a mut Context,
        src: &'a [u8],
        buffer: u32,
        file: Symbol,
        first_line: u32,
    ) -> Self {
        let mut lex = Lexer::new(src);
        let tok = lex.next_token();
        Parser {
            ctx,
            lex,
            tok,
            buffer,
            file,
            first_line,
            stack: DeepStack::new(),
            type_aliases: FxHashMap::default(),
            attr_aliases: FxHashMap::default(),
            attr_state: attributes::AttrParseState::default(),
            op_state: ops::OpParseState::default(),
            dict_cache: FxHashMap::default(),
            leaf_type_cache: FxHashMap::default(),
            op_type_cache: FxHashMap::default(),
            body_ends: FxHashMap::default(),
            dialect_type_cache: FxHashMap::default(),
            body_stack: Vec::new(),
            cyclic_parse: Vec::new(),
            line_cache: (0, first_line, 0),
            line_front: (0, first_line, 0),
            line_marks: vec![(0, first_line, 0)],
        }
    }

    /// Advances to the next token.
    #[inline]
    pub fn bump(&mut self) {
        self.tok = self.lex.next_token();
    }
    /// True when the current token has kind `k`.
    #[inline]
    pub fn at(&self, k: TokenKind) -> bool {
        self.tok.kind == k
    }
    /// Consumes the current token if it has kind `k`.
    #[inline]
    pub fn consume_if(&mut self, k: TokenKind) -> bool {
        if self.tok.kind == k {
            self.bump();
            true
        } else {
            false
        }
    }
    /// Consumes a token of kind `k` or fails with `message` (e.g. `expected ')'`).
    pub fn expect(&mut self, k: TokenKind, message: &str) -> PResult<()> {
        if self.consume_if(k) {
            Ok(())
        } else {
            Err(self.error_here(message))
        }
    }
    /// The current token's bytes.
    #[inline]
    pub fn spelling(&self) -> &'a [u8] {
        self.lex.spelling(self.tok)
    }
    /// True when the current token is the bare identifier `kw`.
    #[inline]
    pub fn at_keyword(&self, kw: &str) -> bool {
        self.tok.kind == TokenKind::BareIdent && self.spelling() == kw.as_bytes()
    }
    /// Consumes the bare identifier `kw` if present.
    pub fn consume_keyword(&mut self, kw: &str) -> bool {
        if self.at_keyword(kw) {
            self.bump();
            true
        } else {
            false
        }
    }
    /// An error at the current token. A lexer error token reports the lexer's message instead.
    pub fn error_here(&self, message: &str) -> Diagnostic {
        if self.tok.kind == TokenKind::Error {
            return self.error_at(self.tok.start, self.lex.error_message());
        }
        self.error_at(self.tok.start, message)
    }
    /// An error at byte offset `offset` of this buffer.
    pub fn error_at(&self, offset: u32, message: &str) -> Diagnostic {
        Diagnostic::error(
            DiagLoc::Source {
                buffer: self.buffer,
                offset,
            },
            message,
        )
    }
    /// Runs `f`, one level of the input's nesting deeper: on a new stack segment when the
    /// current one runs low. Fails with a located error when the stack's memory bound
    /// ([`crate::ir::stack::MAX_STACK_BYTES`]) is reached. Call it where parsing recurses, not
    /// per token: the check is one comparison.
    #[inline]
    pub fn nested<T>(&mut self, f: impl FnOnce(&mut Self) -> PResult<T>) -> PResult<T> {
        if self.stack.has_room() {
            return f(self);
        }
        self.nested_on_new_segment(f)
    }

    #[cold]
    #[inline(never)]
    fn nested_on_new_segment<T>(&mut self, f: impl FnOnce(&mut Self) -> PResult<T>) -> PResult<T> {
        match DeepStack::grow(self, |p| &mut p.stack, f) {
            Some(r) => r,
            None => Err(self.error_here(&too_deep_message())),
        }
    }

    /// 1-based (line, column) of byte offset `offset`. A query at or past the furthest
    /// point scanned so far (the common case: ops are located at their name, as they are
    /// parsed) scans forwards from there, marking each `LINE_MARK_STEP` boundary it passes;
    /// an earlier one (a location asked for again after the op's regions were parsed)
    /// starts from the last answer or the nearest mark before it, whichever is closer. Each
    /// byte is scanned forwards once, plus at most `LINE_MARK_STEP` bytes per earlier query.
    pub fn line_col(&mut self, offset: u32) -> (u32, u32) {
        let offset = offset as usize;
        let src = self.lex.source();
        let end = offset.min(src.len());
        let cur = if end >= self.line_front.0 {
            let mut cur = self.line_front;
            while let Some(&(last, ..)) = self.line_marks.last() {
                let next = last + LINE_MARK_STEP;
                if next > end {
                    break;
                }
                cur = scan_lines(src, cur, next);
                self.line_marks.push(cur);
            }
            cur = scan_lines(src, cur, end);
            self.line_front = cur;
            cur
        } else {
            let i = self.line_marks.partition_point(|m| m.0 <= end);
            let mark = self.line_marks[i.saturating_sub(1)];
            let mut cur = self.line_cache;
            if cur.0 > end || cur.0 < mark.0 {
                cur = mark;
            }
            scan_lines(src, cur, end)
        };
        self.line_cache = cur;
        (cur.1, (offset - cur.2) as u32 + 1)
    }

    /// The `loc("file":line:col)` location of byte offset `offset`.
    pub fn loc_at(&mut self, offset: u32) -> Location {
        let (line, col) = self.line_col(offset);
        let file = self.file;
        self.ctx.file_line_col(file, line, col)
    }
}

/// Number of `\n` bytes in `bytes`, eight at a time (exact zero-byte counting on `x ^ 0x0a..`).
fn count_newlines(bytes: &[u8]) -> usize {
    const LO7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    const NL: u64 = 0x0a0a_0a0a_0a0a_0a0a;
    let mut words = bytes.chunks_exact(8);
    let mut n = 0usize;
    for w in &mut words {
        let mut a = [0u8; 8];
        a.copy_from_slice(w);
        let x = u64::from_le_bytes(a) ^ NL;
        // High bit of each byte set exactly when that byte of `x` is zero.
        let zero = !(((x & LO7) + LO7) | x | LO7);
        // one bit per zero byte, summed into the top byte by the multiplication (no
        // `popcnt` in the baseline x86-64 target: `count_ones` is a long software sequence)
        n += ((zero >> 7).wrapping_mul(0x0101_0101_0101_0101) >> 56) as usize;
    }
    n + words.remainder().iter().filter(|&&c| c == b'\n').count()
}

/// The parser interface handed to custom op parsers ([`crate::ir::registry::ParseFn`]).
///
/// Methods are in [`ops`]; create one with [`OpAsmParser::new`].
pub struct OpAsmParser<'p, 'a> {
    /// the underlying parser
    pub p: &'p mut Parser<'a>,
    /// full name of the operation being parsed (`dialect.mnemonic`)
    pub op_name: Symbol,
    /// byte offset of the operation name token
    pub name_loc: u32,
    /// registry index of the operation
    pub info: Option<u32>,
    /// the operation's result groups: `p.op_state` result stack range
    pub(crate) results: (usize, usize),
    /// parsing a dialect type or attribute (MLIR's `DialectAsmParser`), not an op: errors
    /// carry no `custom op` prefix and `op_name` names the symbol (`test.shape`)
    pub(crate) dialect_symbol: bool,
}

#[cfg(test)]
mod tests {
    use super::count_newlines;

    /// Line and column of `off` in `text`, counted from the start.
    fn naive_line_col(text: &[u8], off: usize) -> (u32, u32) {
        let before = &text[..off];
        let line = before.iter().filter(|&&c| c == b'\n').count() as u32 + 1;
        let start = before
            .iter()
            .rposition(|&c| c == b'\n')
            .map_or(0, |i| i + 1);
        (line, (off - start) as u32 + 1)
    }

    #[test]
    fn line_col_is_exact_in_any_order_of_queries() {
        let text = b"ab\ncd\n\nefg\nh\n\n\nijkl";
        let naive = |off: usize| naive_line_col(&text[..], off);
        let mut ctx = crate::Context::new();
        let file = ctx.symbol("t");
        let mut p = super::Parser::new(&mut ctx, text, 0, file, 1);
        // forwards, backwards, repeated and jumping queries
        let order = [0, 5, 3, 3, 17, 1, 16, 9, 2, 10, 0, 18, 7, 6, 4];
        for &off in &order {
            assert_eq!(p.line_col(off as u32), naive(off), "offset {off}");
        }
    }

    #[test]
    fn line_col_is_exact_across_marks() {
        // lines of varying length over several mark steps, one line longer than a step
        let mut text = Vec::new();
        for i in 0..3000usize {
            text.extend(std::iter::repeat_n(b'x', i % 17));
            text.push(b'\n');
            if i == 1500 {
                text.extend(std::iter::repeat_n(b'y', 3 * super::LINE_MARK_STEP));
            }
        }
        let naive = |off: usize| naive_line_col(&text[..], off);
        let mut ctx = crate::Context::new();
        let file = ctx.symbol("t");
        let mut p = super::Parser::new(&mut ctx, &text, 0, file, 1);
        // forwards in big jumps, then back and forth (each offset by a fixed stride)
        let n = text.len();
        let offs = (0..n)
            .step_by(5003)
            .chain((0..200).map(|k| (k * 7919) % n))
            .chain([n - 1, 0, n / 2]);
        for off in offs {
            assert_eq!(p.line_col(off as u32), naive(off), "offset {off}");
        }
    }

    #[test]
    fn counts_newlines_exactly() {
        let text = b"a\nbb\n\n\x8a\x0b\xff\n0123456789abcdef\n\n\n\x0a\x8a";
        for start in 0..text.len() {
            for end in start..=text.len() {
                let slice = &text[start..end];
                let naive = slice.iter().filter(|&&c| c == b'\n').count();
                assert_eq!(count_newlines(slice), naive, "{start}..{end}");
            }
        }
    }
}
