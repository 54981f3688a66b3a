//! The MLIR token stream: a hand-written byte-level lexer.
//!
//! Tokens carry byte offsets into the buffer; the parser reads their spelling from the buffer.
//! Errors are tokens of kind [`TokenKind::Error`] whose message [`Lexer::error_message`] returns,
//! so the lexer never fails on its own and never panics on any byte sequence.

/// Kind of a token.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TokenKind {
    /// end of input
    Eof,
    /// a lexing error; see [`Lexer::error_message`]
    Error,
    /// `foo`, `i32`, `x8xf32`, `affine_map`
    BareIdent,
    /// `@foo`, `@"foo bar"`
    AtIdent,
    /// `^bb0`
    CaretIdent,
    /// `#map`, `#foo.bar`
    HashIdent,
    /// `!foo.bar`
    ExclamationIdent,
    /// `%0`, `%arg`
    PercentIdent,
    /// `42`, `0x2A`
    Integer,
    /// `1.5e3`
    Float,
    /// `"text"`
    String,
    /// `->`
    Arrow,
    /// `:`
    Colon,
    /// `,`
    Comma,
    /// `...`
    Ellipsis,
    /// `=`
    Equal,
    /// `>`
    Greater,
    /// `<`
    Less,
    /// `{`
    LBrace,
    /// `}`
    RBrace,
    /// `(`
    LParen,
    /// `)`
    RParen,
    /// `[`
    LSquare,
    /// `]`
    RSquare,
    /// `-`
    Minus,
    /// `+`
    Plus,
    /// `*`
    Star,
    /// `?`
    Question,
    /// `|`
    VerticalBar,
    /// `{-#`
    FileMetadataBegin,
    /// `#-}`
    FileMetadataEnd,
}

/// A token: kind and byte range `[start, end)` in the buffer.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Token {
    /// kind
    pub kind: TokenKind,
    /// start offset
    pub start: u32,
    /// end offset (exclusive)
    pub end: u32,
}

impl Token {
    /// True for this kind.
    #[inline]
    pub fn is(&self, k: TokenKind) -> bool {
        self.kind == k
    }
}

/// The lexer over one buffer.
#[derive(Clone)]
pub struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
    error: &'static str,
}

#[inline]
fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}
/// Character classes by byte: bit 0 continues a bare identifier (`[a-zA-Z0-9_$.]`), bit 1
/// continues a `%`/`^`/`#`/`!` suffix (`[a-zA-Z0-9_$.-]`).
static CLASS: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        if b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b == b'.' {
            t[c] = 3;
        } else if b == b'-' {
            t[c] = 2;
        }
        c += 1;
    }
    t
};
#[inline]
fn is_bare_ident_char(c: u8) -> bool {
    CLASS[c as usize] & 1 != 0
}
#[inline]
fn is_suffix_char(c: u8) -> bool {
    CLASS[c as usize] & 2 != 0
}

impl<'a> Lexer<'a> {
    /// A lexer at the start of `src`.
    pub fn new(src: &'a [u8]) -> Self {
        Lexer {
            src,
            pos: 0,
            error: "",
        }
    }
    /// The buffer.
    #[inline]
    pub fn source(&self) -> &'a [u8] {
        self.src
    }
    /// Current byte offset.
    #[inline]
    pub fn pos(&self) -> usize {
        self.pos
    }
    /// Moves the lexer to byte offset `pos` (used to re-lex, e.g. the `x` in `4x8xf32`).
    pub fn reset_to(&mut self, pos: usize) {
        self.pos = pos.min(self.src.len());
    }
    /// The message of the last [`TokenKind::Error`] token.
    pub fn error_message(&self) -> &'static str {
        self.error
    }
    /// The bytes of a token.
    #[inline]
    pub fn spelling(&self, t: Token) -> &'a [u8] {
        &self.src[t.start as usize..t.end as usize]
    }
    #[inline]
    fn peek(&self, off: usize) -> u8 {
        self.src.get(self.pos + off).copied().unwrap_or(0)
    }
    #[inline]
    fn at_end(&self) -> bool {
        self.pos >= self.src.len()
    }
    fn tok(&self, kind: TokenKind, start: usize) -> Token {
        Token {
            kind,
            start: start as u32,
            end: self.pos as u32,
        }
    }
    /// An error token reported at byte offset `at` (the token's `start`, which is where the
    /// parser reports lexer errors). The lexer always moves forward past the error.
    fn err(&mut self, at: usize, msg: &'static str) -> Token {
        self.error = msg;
        if self.pos <= at && !self.at_end() {
            self.pos = at + 1;
        }
        let at = at.min(self.src.len());
        Token {
            kind: TokenKind::Error,
            start: at as u32,
            end: self.pos.max(at) as u32,
        }
    }

    /// Skips to the token that closes an `open` already consumed (tokens of kind `open` nest,
    /// `shut` closes) and returns the end offset of that closing token. `None` at the end of
    /// input, on a lexing error, or after `max_tokens` tokens without closing.
    pub fn skip_balanced(
        &mut self,
        open: TokenKind,
        shut: TokenKind,
        max_tokens: usize,
    ) -> Option<usize> {
        let mut depth = 1usize;
        for _ in 0..max_tokens {
            let t = self.next_token();
            match t.kind {
                k if k == open => depth += 1,
                k if k == shut => {
                    depth -= 1;
                    if depth == 0 {
                        return Some(t.end as usize);
                    }
                }
                TokenKind::Eof | TokenKind::Error => return None,
                _ => {}
            }
        }
        None
    }

    /// Lexes the next token.
    pub fn next_token(&mut self) -> Token {
        loop {
            if self.at_end() {
                return self.tok(TokenKind::Eof, self.pos);
            }
            let start = self.pos;
            let c = self.src[self.pos];
            self.pos += 1;
            use TokenKind::*;
            let single = |k| Token {
                kind: k,
                start: start as u32,
                end: start as u32 + 1,
            };
            return match c {
                // a NUL byte before the end of the buffer is skipped like whitespace
                b' ' | b'\t' | b'\n' | b'\r' | 0 => continue,
                b'/' => {
                    if self.peek(0) == b'/' {
                        // a comment ends at the first '\n' or '\r'
                        while !self.at_end() && !matches!(self.src[self.pos], b'\n' | b'\r') {
                            self.pos += 1;
                        }
                        continue;
                    }
                    self.err(start, "unexpected character")
                }
                b':' => single(Colon),
                b',' => single(Comma),
                b'(' => single(LParen),
                b')' => single(RParen),
                b'[' => single(LSquare),
                b']' => single(RSquare),
                b'}' => single(RBrace),
                b'<' => single(Less),
                b'>' => single(Greater),
                b'=' => single(Equal),
                b'+' => single(Plus),
                b'*' => single(Star),
                b'?' => single(Question),
                b'|' => single(VerticalBar),
                b'{' => {
                    if self.peek(0) == b'-' && self.peek(1) == b'#' {
                        self.pos += 2;
                        return self.tok(FileMetadataBegin, start);
                    }
                    single(LBrace)
                }
                b'-' => {
                    if self.peek(0) == b'>' {
                        self.pos += 1;
                        return self.tok(Arrow, start);
                    }
                    single(Minus)
                }
                b'.' => {
                    if self.peek(0) == b'.' && self.peek(1) == b'.' {
                        self.pos += 2;
                        return self.tok(Ellipsis, start);
                    }
                    // reported just after the first '.'
                    self.err(start + 1, "expected three consecutive dots for an ellipsis")
                }
                b'"' => self.lex_string(start),
                b'@' => self.lex_at(start),
                b'#' => {
                    if self.peek(0) == b'-' && self.peek(1) == b'}' {
                        self.pos += 2;
                        return self.tok(FileMetadataEnd, start);
                    }
                    self.lex_prefixed(start, HashIdent)
                }
                b'%' => self.lex_prefixed(start, PercentIdent),
                b'^' => self.lex_prefixed(start, CaretIdent),
                b'!' => self.lex_prefixed(start, ExclamationIdent),
                b'0'..=b'9' => self.lex_number(start),
                c if is_ident_start(c) => {
                    while !self.at_end() && is_bare_ident_char(self.src[self.pos]) {
                        self.pos += 1;
                    }
                    self.tok(BareIdent, start)
                }
                _ => self.err(start, "unexpected character"),
            };
        }
    }

    fn lex_prefixed(&mut self, start: usize, kind: TokenKind) -> Token {
        let c = self.peek(0);
        if c.is_ascii_digit() {
            while self.peek(0).is_ascii_digit() {
                self.pos += 1;
            }
        } else if c.is_ascii_alphabetic() || matches!(c, b'$' | b'.' | b'_' | b'-') {
            while !self.at_end() && is_suffix_char(self.src[self.pos]) {
                self.pos += 1;
            }
        } else {
            return self.err(
                start,
                match kind {
                    TokenKind::PercentIdent => "invalid SSA name",
                    TokenKind::CaretIdent => "invalid block name",
                    TokenKind::HashIdent => "invalid attribute name",
                    _ => "invalid type identifier",
                },
            );
        }
        self.tok(kind, start)
    }

    fn lex_at(&mut self, start: usize) -> Token {
        let c = self.peek(0);
        if c == b'"' {
            self.pos += 1;
            let t = self.lex_string(start + 1);
            if t.kind == TokenKind::Error {
                return t;
            }
            return self.tok(TokenKind::AtIdent, start);
        }
        if !(is_ident_start(c)) {
            // reported at the byte after the '@'
            return self.err(
                start + 1,
                "@ identifier expected to start with letter or '_'",
            );
        }
        while !self.at_end() && is_bare_ident_char(self.src[self.pos]) {
            self.pos += 1;
        }
        self.tok(TokenKind::AtIdent, start)
    }

    fn lex_number(&mut self, start: usize) -> Token {
        let first = self.src[start];
        if first == b'0' && self.peek(0) == b'x' && self.peek(1).is_ascii_hexdigit() {
            self.pos += 1;
            while self.peek(0).is_ascii_hexdigit() {
                self.pos += 1;
            }
            return self.tok(TokenKind::Integer, start);
        }
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
        if self.peek(0) != b'.' {
            return self.tok(TokenKind::Integer, start);
        }
        self.pos += 1;
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
        if matches!(self.peek(0), b'e' | b'E') {
            let c1 = self.peek(1);
            if c1.is_ascii_digit() || (matches!(c1, b'+' | b'-') && self.peek(2).is_ascii_digit()) {
                self.pos += 2;
                while self.peek(0).is_ascii_digit() {
                    self.pos += 1;
                }
            }
        }
        self.tok(TokenKind::Float, start)
    }

    /// Lexes a string whose opening quote is just before `self.pos`; `start` is the token start.
    fn lex_string(&mut self, start: usize) -> Token {
        loop {
            // unterminated: reported at the end of the line (or of the input)
            if self.at_end() {
                return self.err(self.pos, "expected '\"' in string literal");
            }
            let c = self.src[self.pos];
            self.pos += 1;
            match c {
                b'"' => return self.tok(TokenKind::String, start),
                // '\r' and NUL are allowed inside strings
                b'\n' | 0x0B | 0x0C => {
                    return self.err(self.pos - 1, "expected '\"' in string literal");
                }
                b'\\' => {
                    let e = self.peek(0);
                    if matches!(e, b'"' | b'\\' | b'n' | b't') {
                        self.pos += 1;
                    } else if e.is_ascii_hexdigit() && self.peek(1).is_ascii_hexdigit() {
                        self.pos += 2;
                    } else {
                        // reported at the backslash
                        return self.err(self.pos - 1, "unknown escape in string literal");
                    }
                }
                _ => {}
            }
        }
    }
}

/// The contents of a string token (quotes removed, escapes decoded). The token must be a
/// [`TokenKind::String`] (or an `@"..."` [`TokenKind::AtIdent`]), which guarantees the escapes
/// are well formed.
pub fn unescape_string(spelling: &[u8]) -> Vec<u8> {
    let s = spelling.strip_prefix(b"@").unwrap_or(spelling);
    let inner = if s.len() >= 2 {
        &s[1..s.len() - 1]
    } else {
        &[][..]
    };
    let mut out = Vec::with_capacity(inner.len());
    let mut i = 0;
    while i < inner.len() {
        let c = inner[i];
        if c != b'\\' || i + 1 >= inner.len() {
            out.push(c);
            i += 1;
            continue;
        }
        match inner[i + 1] {
            b'"' => out.push(b'"'),
            b'\\' => out.push(b'\\'),
            b'n' => out.push(b'\n'),
            b't' => out.push(b'\t'),
            h => {
                let hex = |b: u8| (b as char).to_digit(16).unwrap_or(0) as u8;
                let l = inner.get(i + 2).copied().unwrap_or(b'0');
                out.push(hex(h) * 16 + hex(l));
                i += 3;
                continue;
            }
        }
        i += 2;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(s: &str) -> Vec<TokenKind> {
        let mut l = Lexer::new(s.as_bytes());
        let mut v = Vec::new();
        loop {
            let t = l.next_token();
            v.push(t.kind);
            if t.kind == TokenKind::Eof || t.kind == TokenKind::Error {
                return v;
            }
        }
    }

    #[test]
    fn lexes_punctuation_and_ids() {
        use TokenKind::*;
        assert_eq!(
            kinds("%0:2 = \"a.b\"(%x#1) {-# #-} -> ... // c\n^bb0 @f @\"q r\" !t.x #m 4x8xf32 1.5e-3 0x1F"),
            vec![
                PercentIdent, Colon, Integer, Equal, String, LParen, PercentIdent, HashIdent,
                RParen, FileMetadataBegin, FileMetadataEnd, Arrow, Ellipsis, CaretIdent,
                AtIdent, AtIdent, ExclamationIdent, HashIdent, Integer, BareIdent, Float,
                Integer, Eof
            ]
        );
    }

    #[test]
    fn reports_errors() {
        let mut l = Lexer::new(b"\"abc");
        assert_eq!(l.next_token().kind, TokenKind::Error);
        assert_eq!(l.error_message(), "expected '\"' in string literal");
        let mut l = Lexer::new(b"\"a\\q\"");
        assert_eq!(l.next_token().kind, TokenKind::Error);
        assert_eq!(l.error_message(), "unknown escape in string literal");
        let mut l = Lexer::new(&[0xff, 0x00]);
        assert_eq!(l.next_token().kind, TokenKind::Error);
    }

    /// The first error token of `s`: (message, offset).
    fn first_error(s: &[u8]) -> (&'static str, u32) {
        let mut l = Lexer::new(s);
        loop {
            let t = l.next_token();
            match t.kind {
                TokenKind::Error => return (l.error_message(), t.start),
                TokenKind::Eof => return ("", t.start),
                _ => {}
            }
        }
    }

    #[test]
    fn nul_bytes_and_carriage_returns() {
        use TokenKind::*;
        // NUL between tokens is blank; inside an identifier it ends the identifier
        assert_eq!(kinds("a\0b \0"), vec![BareIdent, BareIdent, Eof]);
        let mut l = Lexer::new(b"ab\0cd");
        let t = l.next_token();
        assert_eq!(l.spelling(t), b"ab");
        // NUL and '\r' are allowed inside strings
        assert_eq!(kinds("\"a\0b\rc\""), vec![String, Eof]);
        // a comment ends at '\r' too
        assert_eq!(kinds("// c\rx"), vec![BareIdent, Eof]);
        // '-' is not part of an @ identifier
        assert_eq!(kinds("@a-b"), vec![AtIdent, Minus, BareIdent, Eof]);
    }

    #[test]
    fn error_positions_match_mlir_opt() {
        // unknown escape: at the backslash
        assert_eq!(
            first_error(b"x \"ab\\q\""),
            ("unknown escape in string literal", 5)
        );
        // unterminated string: at the end of the line, or of the input
        assert_eq!(
            first_error(b"\"abc\nx"),
            ("expected '\"' in string literal", 4)
        );
        assert_eq!(
            first_error(b"\"abc"),
            ("expected '\"' in string literal", 4)
        );
        assert_eq!(
            first_error(b"\"a\x0Bb\""),
            ("expected '\"' in string literal", 2)
        );
        assert_eq!(
            first_error(b"@\"a\nb\""),
            ("expected '\"' in string literal", 3)
        );
        // '@' without identifier: one byte to the right of the '@'
        let msg = "@ identifier expected to start with letter or '_'";
        assert_eq!(first_error(b"x @}"), (msg, 3));
        assert_eq!(first_error(b"x @"), (msg, 3));
        // a lone '.': just after it
        let dots = "expected three consecutive dots for an ellipsis";
        assert_eq!(first_error(b"1 .5"), (dots, 3));
        assert_eq!(first_error(b"1 .."), (dots, 3));
        // other bytes: at the byte
        assert_eq!(first_error(b"a \x0B"), ("unexpected character", 2));
        assert_eq!(first_error(b"a %\0"), ("invalid SSA name", 2));
    }

    #[test]
    fn unescapes() {
        assert_eq!(
            unescape_string(br#""a\"b\\c\n\t\41""#),
            b"a\"b\\c\n\tA".to_vec()
        );
    }
}
