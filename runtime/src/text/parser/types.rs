//! Parsing builtin types.
//!
//! Every builtin type of MLIR 22 is handled here, with `mlir-opt`'s error messages and
//! locations. Dimension lists use the lexer re-positioning trick: `4x8xf32` lexes as the integer
//! `4` then the identifier `x8xf32`, whose leading `x` is consumed by re-lexing right after it.
//! Nested types go through the parser's [`Parser::nested`] (a growable stack).

use super::{PResult, Parser};
use crate::ir::attributes::{AttrKind, Attribute};
use crate::ir::diagnostics::Diagnostic;
use crate::ir::types::{
    float_semantics_by_name, Signedness, Type, TypeKind, DYNAMIC, MAX_INT_WIDTH,
};
use crate::numerics::apint::APInt;
use crate::text::lexer::{Token, TokenKind};

/// Splits an integer type keyword (`i32`, `si8`, `ui1`) into its signedness and width digits.
fn split_int_type(s: &[u8]) -> Option<(Signedness, &[u8])> {
    let (sign, digits) = if let Some(d) = s.strip_prefix(b"si") {
        (Signedness::Signed, d)
    } else if let Some(d) = s.strip_prefix(b"ui") {
        (Signedness::Unsigned, d)
    } else if let Some(d) = s.strip_prefix(b"i") {
        (Signedness::Signless, d)
    } else {
        return None;
    };
    if digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
        return None;
    }
    Some((sign, digits))
}

/// The builtin types that contain other types.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Container {
    None,
    Complex,
    Tuple,
    Vector,
    Tensor,
    MemRef,
}

fn container_kind(s: &[u8]) -> Container {
    match s {
        b"complex" => Container::Complex,
        b"tuple" => Container::Tuple,
        b"vector" => Container::Vector,
        b"tensor" => Container::Tensor,
        b"memref" => Container::MemRef,
        _ => Container::None,
    }
}

/// What a container type's prefix held: keyword location, element location, shape.
struct Prefix {
    loc: u32,
    elem_loc: u32,
    unranked: bool,
    shape: Vec<i64>,
    scalable: Vec<bool>,
}

/// The first token kinds that can start a type.
fn is_type_keyword(s: &[u8]) -> bool {
    matches!(
        s,
        b"memref" | b"tensor" | b"complex" | b"tuple" | b"vector" | b"index" | b"none"
    ) || float_semantics_by_name(s).is_some()
        || split_int_type(s).is_some()
}

impl Parser<'_> {
    /// An error for an unexpected current token, placed as MLIR places it: a token at the start
    /// of a line reports at the end of the previous non-blank line (before any `//` comment),
    /// and end of input reports one character back.
    pub fn wrong_token_error(&self, message: &str) -> Diagnostic {
        if self.tok.kind == TokenKind::Error {
            return self.error_here(message);
        }
        let src = self.lex.source();
        let mut loc = self.tok.start as usize;
        if self.tok.kind == TokenKind::Eof {
            loc = loc.saturating_sub(1);
        }
        let original = loc;
        let mut end = loc.min(src.len());
        loop {
            while end > 0 && matches!(src[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            if end == 0 {
                return self.error_at(original as u32, message);
            }
            if !matches!(src[end - 1], b'\n' | b'\r') {
                return self.error_at(end as u32, message);
            }
            end -= 1;
            let line_start = src[..end]
                .iter()
                .rposition(|&c| c == b'\n' || c == b'\r')
                .map_or(0, |p| p + 1);
            if let Some(p) = src[line_start..end].windows(2).position(|w| w == b"//") {
                end = line_start + p;
            }
        }
    }

    /// Consumes a token of kind `k`, or fails with a wrong-token error `message`.
    pub(crate) fn expect_tok(&mut self, k: TokenKind, message: &str) -> PResult<()> {
        if self.consume_if(k) {
            Ok(())
        } else {
            Err(self.wrong_token_error(message))
        }
    }

    /// True when the current token can start a type.
    pub fn at_type_start(&self) -> bool {
        match self.tok.kind {
            TokenKind::LParen | TokenKind::ExclamationIdent => true,
            TokenKind::BareIdent => is_type_keyword(self.spelling()),
            _ => false,
        }
    }

    /// Parses a type.
    // The functions on the recursive path (`parse_type`, `parse_non_function_type`, the
    // container parsers and the type lists) are kept small, with their non-recursive work in
    // `#[inline(never)]` helpers, so that deep nesting uses little stack even in debug builds.
    pub fn parse_type(&mut self) -> PResult<Type> {
        if self.tok.kind == TokenKind::LParen {
            return self.parse_function_type();
        }
        self.parse_non_function_type()
    }

    /// Parses the function type of a generic operation (`: (i32, i32) -> i32`), through a cache
    /// keyed by its source text: the same few signatures repeat across a whole file.
    pub(crate) fn parse_op_function_type(&mut self) -> PResult<Type> {
        if self.tok.kind != TokenKind::LParen {
            return self.parse_type();
        }
        let start = self.tok.start as usize;
        let src = self.lex.source();
        let span = self.function_type_span();
        if let Some((end, _)) = span {
            if let Some(&t) = src.get(start..end).and_then(|k| self.op_type_cache.get(k)) {
                self.lex.reset_to(end);
                self.bump();
                return Ok(t);
            }
        }
        let t = self.parse_type()?;
        if let Some((end, next)) = span {
            // Cache only when the real parse stopped exactly where the scan did.
            if self.tok.start as usize == next {
                if let Some(key) = src.get(start..end) {
                    self.op_type_cache.insert(key, t);
                }
            }
        }
        Ok(t)
    }

    /// Where the function type starting at the current `(` ends, by a token scan: the end
    /// offset and the start of the token after it. `None` for long or unusual text (then the
    /// type is parsed without the cache).
    fn function_type_span(&self) -> Option<(usize, usize)> {
        const MAX_TOKENS: usize = 64;
        let mut scan = self.lex.clone();
        scan.skip_balanced(TokenKind::LParen, TokenKind::RParen, MAX_TOKENS)?;
        if scan.next_token().kind != TokenKind::Arrow {
            return None;
        }
        let t = scan.next_token();
        let end = match t.kind {
            TokenKind::LParen => {
                scan.skip_balanced(TokenKind::LParen, TokenKind::RParen, MAX_TOKENS)?
            }
            TokenKind::BareIdent | TokenKind::ExclamationIdent => {
                let mut look = scan.clone();
                if look.next_token().kind == TokenKind::Less {
                    scan = look;
                    scan.skip_balanced(TokenKind::Less, TokenKind::Greater, MAX_TOKENS)?
                } else {
                    t.end as usize
                }
            }
            _ => return None,
        };
        let next = scan.next_token();
        Some((end, next.start as usize))
    }

    /// Parses a type other than a function type.
    pub fn parse_non_function_type(&mut self) -> PResult<Type> {
        if self.tok.kind == TokenKind::BareIdent {
            if let Some(&t) = self.leaf_type_cache.get(self.spelling()) {
                self.bump();
                return Ok(t);
            }
        }
        match self.container_at() {
            Container::None => self.parse_leaf_type(),
            Container::Tuple => self.parse_tuple_type(),
            kind => self.parse_single_element_type(kind),
        }
    }

    /// The container type whose keyword is the current token, if any.
    fn container_at(&self) -> Container {
        if self.tok.kind == TokenKind::BareIdent {
            container_kind(self.spelling())
        } else {
            Container::None
        }
    }

    /// Integer, float, `index`, `none` and `!` types, or the error for a non-type token.
    #[inline(never)]
    fn parse_leaf_type(&mut self) -> PResult<Type> {
        match self.tok.kind {
            TokenKind::ExclamationIdent => return self.parse_extended_type(),
            TokenKind::BareIdent => {}
            _ => return Err(self.wrong_token_error("expected non-function type")),
        }
        let s = self.spelling();
        let kind = if s == b"index" {
            TypeKind::Index
        } else if s == b"none" {
            TypeKind::None
        } else if let Some(sem) = float_semantics_by_name(s) {
            TypeKind::Float(sem)
        } else if let Some((signedness, digits)) = split_int_type(s) {
            let width = std::str::from_utf8(digits)
                .ok()
                .and_then(|d| d.parse::<u32>().ok());
            let width = match width {
                Some(w) => w,
                None => return Err(self.error_here("invalid integer width")),
            };
            if width > MAX_INT_WIDTH {
                return Err(self.error_here(&format!(
                    "integer bitwidth is limited to {MAX_INT_WIDTH} bits"
                )));
            }
            TypeKind::Integer { width, signedness }
        } else {
            return Err(self.wrong_token_error("expected non-function type"));
        };
        let ty = self.ctx.intern_type(kind);
        self.leaf_type_cache.insert(s, ty);
        self.bump();
        Ok(ty)
    }

    /// `(inputs) -> results`; the current token is `(`. A nesting point.
    fn parse_function_type(&mut self) -> PResult<Type> {
        self.nested(|p| p.parse_function_type_inner())
    }

    // Explicit matches instead of `?`: they use less stack per nesting level in debug builds.
    #[allow(clippy::question_mark)]
    fn parse_function_type_inner(&mut self) -> PResult<Type> {
        let empty = match self.open_type_list() {
            Ok(empty) => empty,
            Err(e) => return Err(e),
        };
        let inputs = if empty {
            Ok(Vec::new())
        } else {
            self.parse_type_list_until(TokenKind::RParen, "expected ')'")
        };
        match inputs {
            Ok(inputs) => self.parse_function_results(inputs),
            Err(e) => Err(e),
        }
    }

    /// `-> type` or `-> (types)` after the inputs of a function type.
    // Explicit matches instead of `?`: they use less stack per nesting level in debug builds.
    #[allow(clippy::question_mark)]
    fn parse_function_results(&mut self, inputs: Vec<Type>) -> PResult<Type> {
        if let Err(e) = self.expect_tok(TokenKind::Arrow, "expected '->' in function type") {
            return Err(e);
        }
        let results = if self.tok.kind == TokenKind::LParen {
            match self.open_type_list() {
                Ok(true) => Ok(Vec::new()),
                Ok(false) => self.parse_type_list_until(TokenKind::RParen, "expected ')'"),
                Err(e) => Err(e),
            }
        } else {
            self.parse_non_function_type().map(|t| vec![t])
        };
        match results {
            Ok(results) => Ok(self.ctx.function_type(&inputs, &results)),
            Err(e) => Err(e),
        }
    }

    /// Consumes `(`; true when `)` follows at once (consumed).
    #[inline(never)]
    fn open_type_list(&mut self) -> PResult<bool> {
        self.expect_tok(TokenKind::LParen, "expected '('")?;
        Ok(self.consume_if(TokenKind::RParen))
    }

    /// `type (, type)*`, at least one.
    pub fn parse_type_list_no_parens(&mut self) -> PResult<Vec<Type>> {
        let mut list = Vec::new();
        loop {
            match self.parse_type() {
                Ok(t) => list.push(t),
                Err(e) => return Err(e),
            }
            if !self.consume_if(TokenKind::Comma) {
                return Ok(list);
            }
        }
    }

    /// `type (, type)*` followed by the closing token `close`.
    fn parse_type_list_until(&mut self, close: TokenKind, message: &str) -> PResult<Vec<Type>> {
        let mut list = Vec::new();
        loop {
            match self.parse_type() {
                Ok(t) => list.push(t),
                Err(e) => return Err(e),
            }
            if !self.consume_if(TokenKind::Comma) {
                break;
            }
        }
        match self.expect_tok(close, message) {
            Ok(()) => Ok(list),
            Err(e) => Err(e),
        }
    }

    /// `tuple<>` or `tuple<T, ...>`. A nesting point.
    fn parse_tuple_type(&mut self) -> PResult<Type> {
        self.nested(|p| p.parse_tuple_type_inner())
    }

    // Explicit matches instead of `?`: they use less stack per nesting level in debug builds.
    #[allow(clippy::question_mark)]
    fn parse_tuple_type_inner(&mut self) -> PResult<Type> {
        let empty = match self.open_tuple() {
            Ok(empty) => empty,
            Err(e) => return Err(e),
        };
        let list = if empty {
            Ok(Vec::new())
        } else {
            self.parse_type_list_until(TokenKind::Greater, "expected '>' in tuple type")
        };
        match list {
            Ok(list) => Ok(self
                .ctx
                .intern_type(TypeKind::Tuple(list.into_boxed_slice()))),
            Err(e) => Err(e),
        }
    }

    /// Consumes `tuple<`; true when `>` follows at once (consumed).
    #[inline(never)]
    fn open_tuple(&mut self) -> PResult<bool> {
        self.bump();
        self.expect_tok(TokenKind::Less, "expected '<' in tuple type")?;
        Ok(self.consume_if(TokenKind::Greater))
    }

    /// `complex`, `vector`, `tensor` and `memref`: a prefix, one element type, a suffix. A
    /// nesting point.
    fn parse_single_element_type(&mut self, kind: Container) -> PResult<Type> {
        self.nested(|p| p.parse_single_element_type_inner(kind))
    }

    // Explicit matches instead of `?`: they use less stack per nesting level in debug builds.
    #[allow(clippy::question_mark)]
    fn parse_single_element_type_inner(&mut self, kind: Container) -> PResult<Type> {
        let prefix = match self.parse_container_prefix(kind) {
            Ok(p) => p,
            Err(e) => return Err(e),
        };
        match self.parse_type() {
            Ok(elem) => self.finish_container(kind, prefix, elem),
            Err(e) => Err(e),
        }
    }

    /// Parses everything before the element type: keyword, `<` and dimensions.
    #[inline(never)]
    fn parse_container_prefix(&mut self, kind: Container) -> PResult<Prefix> {
        let loc = self.tok.start;
        self.bump();
        let less = match kind {
            Container::Complex => "expected '<' in complex type",
            Container::Vector => "expected '<' in vector type",
            Container::Tensor => "expected '<' in tensor type",
            _ => "expected '<' in memref type",
        };
        self.expect_tok(TokenKind::Less, less)?;
        let mut prefix = Prefix {
            loc,
            elem_loc: 0,
            unranked: false,
            shape: Vec::new(),
            scalable: Vec::new(),
        };
        match kind {
            Container::Complex => {}
            Container::Vector => self.parse_vector_dimensions(&mut prefix)?,
            _ => {
                prefix.unranked = self.consume_if(TokenKind::Star);
                if prefix.unranked {
                    self.parse_x_in_dimension_list()?;
                } else {
                    prefix.shape = self.parse_dimension_list_ranked()?;
                }
            }
        }
        prefix.elem_loc = self.tok.start;
        Ok(prefix)
    }

    /// Parses everything after the element type and builds the type.
    #[inline(never)]
    fn finish_container(&mut self, kind: Container, prefix: Prefix, elem: Type) -> PResult<Type> {
        match kind {
            Container::Complex => self.finish_complex_type(prefix, elem),
            Container::Vector => self.finish_vector_type(prefix, elem),
            Container::Tensor => self.finish_tensor_type(prefix, elem),
            _ => self.finish_memref_type(prefix, elem),
        }
    }

    fn finish_complex_type(&mut self, prefix: Prefix, elem: Type) -> PResult<Type> {
        self.expect_tok(TokenKind::Greater, "expected '>' in complex type")?;
        if !matches!(
            self.ctx.type_kind(elem),
            TypeKind::Integer { .. } | TypeKind::Float(_)
        ) {
            return Err(self.error_at(prefix.elem_loc, "invalid element type for complex"));
        }
        Ok(self.ctx.intern_type(TypeKind::Complex(elem)))
    }

    /// Consumes the `x` of a dimension list, re-lexing after it when it prefixes an identifier.
    fn parse_x_in_dimension_list(&mut self) -> PResult<()> {
        let s = self.spelling();
        if self.tok.kind != TokenKind::BareIdent || s.first() != Some(&b'x') {
            return Err(self.wrong_token_error("expected 'x' in dimension list"));
        }
        if s.len() != 1 {
            self.lex.reset_to(self.tok.start as usize + 1);
        }
        self.bump();
        Ok(())
    }

    /// Moves past the current token of a dimension list; when an `x` follows at once, makes it
    /// the current token alone. Lexing it as usual would read the whole identifier it starts
    /// (`x1x1x...xi32`) once per dimension, quadratic in the rank.
    fn bump_in_dimension_list(&mut self) {
        let at = self.tok.end as usize;
        if self.lex.source().get(at) == Some(&b'x') {
            self.tok = Token {
                kind: TokenKind::BareIdent,
                start: at as u32,
                end: at as u32 + 1,
            };
            self.lex.reset_to(at + 1);
        } else {
            self.bump();
        }
    }

    /// A decimal dimension size; `0x...` spellings are the size `0` followed by `x...`.
    fn parse_integer_in_dimension_list(&mut self) -> PResult<i64> {
        let s = self.spelling();
        if self.at(TokenKind::Integer) && s.len() > 1 && s[1] == b'x' {
            self.tok.end = self.tok.start + 1;
            self.bump_in_dimension_list();
            return Ok(0);
        }
        let v = std::str::from_utf8(s)
            .ok()
            .and_then(|t| t.parse::<u64>().ok())
            .and_then(|v| i64::try_from(v).ok());
        match v {
            Some(v) => {
                self.bump_in_dimension_list();
                Ok(v)
            }
            None => Err(self.error_here("invalid dimension")),
        }
    }

    /// `(dim x)*` where a dim is `?` or a decimal integer.
    fn parse_dimension_list_ranked(&mut self) -> PResult<Vec<i64>> {
        let mut dims = Vec::new();
        loop {
            if self.at(TokenKind::Question) {
                self.bump_in_dimension_list();
                dims.push(DYNAMIC);
            } else if self.at(TokenKind::Integer) {
                dims.push(self.parse_integer_in_dimension_list()?);
            } else {
                return Ok(dims);
            }
            self.parse_x_in_dimension_list()?;
        }
    }

    /// `(4x | [4]x)*` of a vector type.
    fn parse_vector_dimensions(&mut self, prefix: &mut Prefix) -> PResult<()> {
        while self.at(TokenKind::Integer) || self.at(TokenKind::LSquare) {
            let is_scalable = self.consume_if(TokenKind::LSquare);
            prefix.shape.push(self.parse_integer_in_dimension_list()?);
            if is_scalable && !self.consume_if(TokenKind::RSquare) {
                return Err(self.wrong_token_error("missing ']' closing scalable dimension"));
            }
            prefix.scalable.push(is_scalable);
            self.parse_x_in_dimension_list()?;
        }
        Ok(())
    }

    fn finish_vector_type(&mut self, prefix: Prefix, elem: Type) -> PResult<Type> {
        self.expect_tok(TokenKind::Greater, "expected '>' in vector type")?;
        let Prefix {
            loc,
            shape,
            mut scalable,
            ..
        } = prefix;
        if !matches!(
            self.ctx.type_kind(elem),
            TypeKind::Integer { .. } | TypeKind::Float(_) | TypeKind::Index
        ) && self
            .ctx
            .type_interface::<crate::ir::defs::VectorElementTypeInterface>(elem)
            .is_none()
        {
            return Err(self.error_at(
                loc,
                "failed to verify 'elementType': VectorElementTypeInterface instance",
            ));
        }
        if shape.iter().any(|&d| d <= 0) {
            let list: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
            return Err(self.error_at(
                loc,
                &format!(
                    "vector types must have positive constant sizes but got {}",
                    list.join(", ")
                ),
            ));
        }
        if !scalable.contains(&true) {
            scalable.clear();
        }
        Ok(self.ctx.intern_type(TypeKind::Vector {
            shape: shape.into_boxed_slice(),
            scalable: scalable.into_boxed_slice(),
            elem,
        }))
    }

    fn finish_tensor_type(&mut self, prefix: Prefix, elem: Type) -> PResult<Type> {
        let mut encoding = None;
        if self.consume_if(TokenKind::Comma) && !self.at(TokenKind::Greater) {
            encoding = Some(self.parse_attribute()?);
        }
        self.expect_tok(TokenKind::Greater, "expected '>' in tensor type")?;
        if !self.is_valid_tensor_element(elem) {
            return Err(self.error_at(prefix.elem_loc, "invalid tensor element type"));
        }
        let kind = if prefix.unranked {
            if encoding.is_some() {
                return Err(self.attr_error_here("cannot apply encoding to unranked tensor"));
            }
            TypeKind::UnrankedTensor { elem }
        } else {
            TypeKind::RankedTensor {
                shape: prefix.shape.into_boxed_slice(),
                elem,
                encoding,
            }
        };
        Ok(self.ctx.intern_type(kind))
    }

    fn is_valid_tensor_element(&self, ty: Type) -> bool {
        matches!(
            self.ctx.type_kind(ty),
            TypeKind::Integer { .. }
                | TypeKind::Index
                | TypeKind::Float(_)
                | TypeKind::Complex(_)
                | TypeKind::Vector { .. }
                | TypeKind::Opaque { .. }
                | TypeKind::Dialect { .. }
        )
    }

    fn finish_memref_type(&mut self, prefix: Prefix, elem: Type) -> PResult<Type> {
        let Prefix {
            loc,
            elem_loc,
            unranked,
            shape,
            ..
        } = prefix;
        let elem_ok = matches!(
            self.ctx.type_kind(elem),
            TypeKind::Integer { .. }
                | TypeKind::Index
                | TypeKind::Float(_)
                | TypeKind::Complex(_)
                | TypeKind::Vector { .. }
                | TypeKind::MemRef { .. }
                | TypeKind::UnrankedMemRef { .. }
        ) || self
            .ctx
            .type_interface::<crate::ir::defs::MemRefElementTypeInterface>(elem)
            .is_some();
        if !elem_ok {
            return Err(self.error_at(elem_loc, "invalid memref element type"));
        }
        let mut layout: Option<Attribute> = None;
        let mut space: Option<Attribute> = None;
        if !self.consume_if(TokenKind::Greater) {
            self.expect_tok(TokenKind::Comma, "expected ',' or '>' in memref type")?;
            if self.at(TokenKind::Greater) {
                return Err(self.wrong_token_error("expected list element"));
            }
            loop {
                let attr = self.parse_attribute()?;
                let is_layout = matches!(
                    self.ctx.attr_kind(attr),
                    AttrKind::AffineMap(_) | AttrKind::Strided { .. }
                );
                if is_layout {
                    layout = Some(attr);
                    if unranked {
                        return Err(
                            self.error_here("cannot have affine map for unranked memref type")
                        );
                    }
                    if space.is_some() {
                        return Err(
                            self.error_here("expected memory space to be last in memref type")
                        );
                    }
                } else if space.is_some() {
                    return Err(self.error_here("multiple memory spaces specified in memref type"));
                } else {
                    space = Some(attr);
                }
                if !self.consume_if(TokenKind::Comma) {
                    break;
                }
            }
            self.expect_tok(TokenKind::Greater, "expected ',' or '>'")?;
        }
        // Verification, in MLIR's order: layout against rank, then the memory space.
        if let Some(l) = layout {
            match self.ctx.attr_kind(l) {
                AttrKind::AffineMap(map) => {
                    if map.num_dims as usize != shape.len() {
                        return Err(self.error_at(
                            loc,
                            &format!(
                                "memref layout mismatch between rank and affine map: {} != {}",
                                shape.len(),
                                map.num_dims
                            ),
                        ));
                    }
                    if map.is_identity() {
                        layout = None;
                    }
                }
                AttrKind::Strided { strides, .. } if strides.len() != shape.len() => {
                    return Err(
                        self.error_at(loc, "expected the number of strides to match the rank")
                    );
                }
                _ => {}
            }
        }
        let space = match space {
            Some(s) => match self.ctx.attr_kind(s) {
                AttrKind::Integer { value, .. } => {
                    if *value == APInt::from_u64(value.width(), 0) {
                        None
                    } else {
                        Some(s)
                    }
                }
                AttrKind::Bool(false) => None,
                AttrKind::Bool(true)
                | AttrKind::String { .. }
                | AttrKind::Dictionary(_)
                | AttrKind::Dialect { .. } => Some(s),
                _ => return Err(self.error_at(loc, "unsupported memory space Attribute")),
            },
            None => None,
        };
        let kind = if unranked {
            TypeKind::UnrankedMemRef {
                elem,
                memory_space: space,
            }
        } else {
            TypeKind::MemRef {
                shape: shape.into_boxed_slice(),
                elem,
                layout,
                memory_space: space,
            }
        };
        Ok(self.ctx.intern_type(kind))
    }

    /// `!alias`, `!dialect.name<...>` or `!dialect<...>`.
    fn parse_extended_type(&mut self) -> PResult<Type> {
        let tok = self.tok;
        let src = self.lex.source();
        let ident = &src[tok.start as usize + 1..tok.end as usize];
        self.bump();
        let (dialect, pretty) = match ident.iter().position(|&c| c == b'.') {
            Some(p) => (&ident[..p], true),
            None => (ident, false),
        };
        let has_body = self.at(TokenKind::Less) && self.tok.start == tok.end;
        if !pretty {
            if !has_body {
                if let Some(&t) = self.type_aliases.get(ident) {
                    return Ok(t);
                }
                let name = String::from_utf8_lossy(ident).into_owned();
                return Err(self.wrong_token_error(&format!("undefined symbol alias id '{name}'")));
            }
            // `!dialect<body>`: the data is the body without its angle brackets.
            let data_start = self.tok.start + 1;
            let end = self.scan_pretty_type_body()?;
            if let Some(d) = self.type_parsing_dialect(dialect) {
                let text = &src[tok.start as usize..end];
                return self.parse_dialect_type_cached(d, text, data_start, end as u32);
            }
            let data = &src[self.tok.start as usize + 1..end - 1];
            self.lex.reset_to(end);
            self.bump();
            return self.make_opaque_type(dialect, data, tok.start, data_start);
        }
        let data_start = tok.start as usize + 1 + dialect.len() + 1;
        let mut data_end = tok.end as usize;
        if has_body {
            data_end = self.scan_pretty_type_body()?;
            self.lex.reset_to(data_end);
            self.bump();
        }
        let loc = data_start as u32;
        if let Some(d) = self.type_parsing_dialect(dialect) {
            let text = &src[tok.start as usize..data_end];
            return self.parse_dialect_type_cached(d, text, loc, data_end as u32);
        }
        self.make_opaque_type(dialect, &src[data_start..data_end], loc, loc)
    }

    /// Interns an opaque dialect type, or reports why the dialect cannot have one (errors at
    /// `loc`, those about the data at `data_loc`). No registered dialect parses types here, so
    /// one of them (`builtin` included) reports `provides no type parsing hook`, as mlir-opt
    /// does for dialects without types.
    fn make_opaque_type(
        &mut self,
        dialect: &[u8],
        data: &[u8],
        loc: u32,
        data_loc: u32,
    ) -> PResult<Type> {
        let dialect = String::from_utf8_lossy(dialect).into_owned();
        let data = String::from_utf8_lossy(data).into_owned();
        let registered = self
            .ctx
            .lookup_symbol(&dialect)
            .and_then(|s| self.ctx.registry.dialect(s))
            .is_some();
        if dialect == "builtin" || registered {
            return Err(self.error_at(
                data_loc,
                &format!("dialect '{dialect}' provides no type parsing hook"),
            ));
        }
        if !registered && !self.ctx.allow_unregistered {
            return Err(self.error_at(
                loc,
                &format!(
                    "`!\"{dialect}\"<\"{data}\">` type created with unregistered dialect. If this \
                     is intended, please call allowUnregisteredDialects() on the MLIRContext, or \
                     use -allow-unregistered-dialect with the MLIR opt tool used"
                ),
            ));
        }
        let dialect = self.ctx.symbol(&dialect);
        Ok(self.ctx.intern_type(TypeKind::Opaque {
            dialect,
            data: data.into_boxed_str(),
        }))
    }

    /// Scans the balanced `<...>` body starting at the current `<` token; returns the offset
    /// just past the closing `>`. Strings inside are skipped; `->` is not a closing bracket.
    ///
    /// The end of every `<...>` met on the way is remembered, so that the bodies of nested
    /// dialect types, which their parsers scan again, cost nothing more: nesting N deep stays
    /// linear instead of quadratic.
    fn scan_pretty_type_body(&mut self) -> PResult<usize> {
        if let Some(&end) = self.body_ends.get(&self.tok.start) {
            return Ok(end as usize);
        }
        let mut stack = std::mem::take(&mut self.body_stack);
        stack.clear();
        let r = self.scan_pretty_type_body_with(&mut stack);
        self.body_stack = stack;
        r
    }

    fn scan_pretty_type_body_with(&mut self, stack: &mut Vec<(u8, u32)>) -> PResult<usize> {
        let src = self.lex.source();
        // MLIR reports at its current token: the `<`, or the last string literal of the body
        // (the body's strings are lexed as tokens)
        let mut open = self.tok.start;
        let mut i = open as usize;
        loop {
            let Some(&c) = src.get(i) else {
                return Err(if stack.is_empty() {
                    self.error_at(open, "unexpected nul or EOF in pretty dialect name")
                } else {
                    self.unbalanced_body(open, stack)
                });
            };
            i += 1;
            match c {
                0 => {
                    return Err(if stack.is_empty() {
                        self.error_at(open, "unexpected nul or EOF in pretty dialect name")
                    } else {
                        self.unbalanced_body(open, stack)
                    })
                }
                b'<' | b'[' | b'(' | b'{' => {
                    stack.push((c, i as u32 - 1));
                    continue;
                }
                b'-' => {
                    if src.get(i) == Some(&b'>') {
                        i += 1;
                    }
                    continue;
                }
                b'>' | b']' | b')' | b'}' => {
                    let want = match c {
                        b'>' => b'<',
                        b']' => b'[',
                        b')' => b'(',
                        _ => b'{',
                    };
                    match stack.last() {
                        Some(&(top, _)) if top == want => {}
                        _ => return Err(self.unbalanced_body(open, stack)),
                    }
                    // remember where nested `<...>` bodies end (they are scanned again
                    // when their own symbol is parsed); the outermost one is consumed now
                    if let Some((_, at)) = stack.pop() {
                        if c == b'>' && !stack.is_empty() {
                            self.body_ends.insert(at, i as u32);
                        }
                    }
                }
                b'"' => {
                    open = i as u32 - 1;
                    i = self.skip_string_literal(i)?
                }
                _ => continue,
            }
            if stack.is_empty() {
                return Ok(i);
            }
        }
    }

    /// `unbalanced 'c' character in pretty dialect name` for the innermost open bracket.
    fn unbalanced_body(
        &self,
        open: u32,
        stack: &[(u8, u32)],
    ) -> crate::ir::diagnostics::Diagnostic {
        let c = stack.last().map_or(b'<', |&(c, _)| c) as char;
        self.error_at(
            open,
            &format!("unbalanced '{c}' character in pretty dialect name"),
        )
    }

    /// Skips a string literal whose opening quote is just before `i`; returns the offset past
    /// its closing quote. Errors are placed where MLIR's lexer places them.
    fn skip_string_literal(&self, mut i: usize) -> PResult<usize> {
        let src = self.lex.source();
        loop {
            let Some(&c) = src.get(i) else {
                return Err(self.error_at(i as u32, "expected '\"' in string literal"));
            };
            i += 1;
            match c {
                b'"' => return Ok(i),
                b'\n' | 0x0b | 0x0c => {
                    return Err(self.error_at(i as u32 - 1, "expected '\"' in string literal"))
                }
                b'\\' => {
                    let n = src.get(i).copied().unwrap_or(0);
                    if matches!(n, b'"' | b'\\' | b'n' | b't') {
                        i += 1;
                    } else if n.is_ascii_hexdigit()
                        && src.get(i + 1).is_some_and(|h| h.is_ascii_hexdigit())
                    {
                        i += 2;
                    } else {
                        return Err(self.error_at(i as u32 - 1, "unknown escape in string literal"));
                    }
                }
                _ => {}
            }
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use crate::ir::attributes::AttrKind;
    use crate::ir::diagnostics::DiagLoc;
    use crate::ir::types::TypeKind;
    use crate::text::lexer::TokenKind;
    use crate::text::parser::Parser;
    use crate::text::printer::{PrintFlags, Printer};
    use crate::Context;

    /// Parses `src` as one type (or, when it starts with `affine_map`, `affine_set` or
    /// `strided`, as that attribute) in a context accepting unregistered dialects, and prints
    /// it; errors render as `ERR <1-based column>: <message>`.
    pub(crate) fn round_trip(src: &str) -> String {
        round_trip_in(src, true)
    }

    pub(crate) fn round_trip_in(src: &str, allow_unregistered: bool) -> String {
        let mut ctx = Context::new();
        ctx.allow_unregistered = allow_unregistered;
        let file = ctx.symbol("t");
        let parsed = {
            let mut p = Parser::new(&mut ctx, src.as_bytes(), 0, file, 1);
            let i32t = p.ctx.common.i32;
            p.type_aliases
                .insert(b"alias".to_vec().into_boxed_slice(), i32t);
            let r = if p.at_keyword("affine_map") {
                p.parse_affine_map_attr().map(Err)
            } else if p.at_keyword("affine_set") {
                p.parse_integer_set_attr().map(Err)
            } else if p.at_keyword("strided") {
                p.parse_strided_attr().map(Err)
            } else {
                p.parse_type().map(Ok)
            };
            match r {
                Ok(_) if !p.at(TokenKind::Eof) => Err(format!("{}: trailing", p.tok.start + 1)),
                Ok(v) => Ok(v),
                Err(d) => {
                    let off = match d.loc {
                        DiagLoc::Source { offset, .. } => offset,
                        DiagLoc::Loc(_) => 0,
                    };
                    Err(format!("{}: {}", off + 1, d.message))
                }
            }
        };
        match parsed {
            Err(e) => format!("ERR {e}"),
            Ok(v) => {
                let mut pr = Printer::new(&ctx, PrintFlags::default());
                match v {
                    Ok(t) => pr.print_type(t),
                    Err(a) => match ctx.attr_kind(a) {
                        AttrKind::AffineMap(m) => pr.print_affine_map_attr(m),
                        AttrKind::IntegerSet(s) => pr.print_integer_set_attr(s),
                        AttrKind::Strided { strides, offset } => {
                            pr.print_strided_attr(strides, *offset)
                        }
                        _ => pr.print_attribute(a),
                    },
                }
                String::from_utf8_lossy(&pr.out).into_owned()
            }
        }
    }

    /// (input, what `mlir-opt` 22 prints for it as a type attribute, or its first error with
    /// the column relative to the input).
    const TYPE_CASES: &[(&str, &str)] = &[
        ("i0", "i0"),
        ("i1", "i1"),
        ("i16777215", "i16777215"),
        (
            "i16777216",
            "ERR 1: integer bitwidth is limited to 16777215 bits",
        ),
        ("i99999999999999999999", "ERR 1: invalid integer width"),
        ("si8", "si8"),
        ("ui16777215", "ui16777215"),
        ("i007", "i7"),
        ("index", "index"),
        ("none", "none"),
        ("f16", "f16"),
        ("bf16", "bf16"),
        ("f32", "f32"),
        ("f64", "f64"),
        ("f80", "f80"),
        ("f128", "f128"),
        ("tf32", "tf32"),
        ("f8E5M2", "f8E5M2"),
        ("f8E4M3", "f8E4M3"),
        ("f8E4M3FN", "f8E4M3FN"),
        ("f8E5M2FNUZ", "f8E5M2FNUZ"),
        ("f8E4M3FNUZ", "f8E4M3FNUZ"),
        ("f8E4M3B11FNUZ", "f8E4M3B11FNUZ"),
        ("f8E3M4", "f8E3M4"),
        ("f8E8M0FNU", "f8E8M0FNU"),
        ("f6E2M3FN", "f6E2M3FN"),
        ("f6E3M2FN", "f6E3M2FN"),
        ("f4E2M1FN", "f4E2M1FN"),
        ("complex<f32>", "complex<f32>"),
        ("complex<i1>", "complex<i1>"),
        ("complex<index>", "ERR 9: invalid element type for complex"),
        (
            "complex<complex<f32>>",
            "ERR 9: invalid element type for complex",
        ),
        ("tuple<>", "tuple<>"),
        ("tuple<i32, f32>", "tuple<i32, f32>"),
        (
            "tuple<tuple<>, tuple<i1, none>>",
            "tuple<tuple<>, tuple<i1, none>>",
        ),
        ("tuple<i32,>", "ERR 11: expected non-function type"),
        ("vector<4xf32>", "vector<4xf32>"),
        ("vector<f32>", "vector<f32>"),
        (
            "vector<0xf32>",
            "ERR 1: vector types must have positive constant sizes but got 0",
        ),
        (
            "vector<4x[0]xf32>",
            "ERR 1: vector types must have positive constant sizes but got 4, 0",
        ),
        ("vector<?xf32>", "ERR 8: expected non-function type"),
        ("vector<-1xf32>", "ERR 8: expected non-function type"),
        ("vector<[4]x8xf32>", "vector<[4]x8xf32>"),
        ("vector<4x[8]x2xf32>", "vector<4x[8]x2xf32>"),
        ("vector<[2]x[2]xf64>", "vector<[2]x[2]xf64>"),
        ("vector<[4]>", "ERR 11: expected 'x' in dimension list"),
        (
            "vector<4xcomplex<f32>>",
            "ERR 1: failed to verify 'elementType': VectorElementTypeInterface instance",
        ),
        ("vector<4xindex>", "vector<4xindex>"),
        (
            "vector<0x10xf32>",
            "ERR 1: vector types must have positive constant sizes but got 0, 10",
        ),
        ("vector<4xf32 >", "vector<4xf32>"),
        ("vector<4 x f32>", "vector<4xf32>"),
        ("tensor<4xf32>", "tensor<4xf32>"),
        ("tensor<?x4x?xi32>", "tensor<?x4x?xi32>"),
        ("tensor<0xf64>", "tensor<0xf64>"),
        ("tensor<0x0xf32>", "tensor<0x0xf32>"),
        ("tensor<01xf32>", "tensor<1xf32>"),
        ("tensor<f32>", "tensor<f32>"),
        ("tensor<*xf32>", "tensor<*xf32>"),
        ("tensor<*x?xf32>", "ERR 10: expected non-function type"),
        ("tensor<4x*xf32>", "ERR 10: expected non-function type"),
        ("tensor<4x4>", "ERR 11: expected 'x' in dimension list"),
        (
            "tensor<99999999999999999999xf32>",
            "ERR 8: invalid dimension",
        ),
        (
            "tensor<9223372036854775807xf32>",
            "tensor<9223372036854775807xf32>",
        ),
        (
            "tensor<9223372036854775808xf32>",
            "ERR 8: invalid dimension",
        ),
        ("tensor<4xnone>", "ERR 10: invalid tensor element type"),
        ("tensor<4xtuple<>>", "ERR 10: invalid tensor element type"),
        ("tensor<4x!foo.x>", "tensor<4x!foo.x>"),
        ("tensor<4xvector<2xf32>>", "tensor<4xvector<2xf32>>"),
        (
            "tensor<4x(i32)->i32>",
            "ERR 10: invalid tensor element type",
        ),
        ("tensor<4xf32,>", "tensor<4xf32>"),
        ("tensor<4xf32, \"enc\">", "tensor<4xf32, \"enc\">"),
        (
            "tensor<*xf32, \"a\">",
            "ERR 18: cannot apply encoding to unranked tensor",
        ),
        ("tensor<0x10xf32>", "tensor<0x10xf32>"),
        ("memref<4xf32>", "memref<4xf32>"),
        ("memref<?x?xf64>", "memref<?x?xf64>"),
        ("memref<f32>", "memref<f32>"),
        ("memref<*xf32>", "memref<*xf32>"),
        ("memref<*xi8, 1>", "memref<*xi8, 1>"),
        ("memref<4xf32, 1>", "memref<4xf32, 1>"),
        ("memref<4xf32, 0>", "memref<4xf32>"),
        ("memref<4xf32, \"local\">", "memref<4xf32, \"local\">"),
        (
            "memref<4x8xf32, strided<[8, 1]>>",
            "memref<4x8xf32, strided<[8, 1]>>",
        ),
        (
            "memref<4xf32, strided<[2], offset: 3>>",
            "memref<4xf32, strided<[2], offset: 3>>",
        ),
        (
            "memref<?x?xf32, strided<[?, 1], offset: ?>, 2>",
            "memref<?x?xf32, strided<[?, 1], offset: ?>, 2>",
        ),
        (
            "memref<4x8xf32, affine_map<(d0, d1) -> (d1, d0)>>",
            "memref<4x8xf32, affine_map<(d0, d1) -> (d1, d0)>>",
        ),
        (
            "memref<8xf32, affine_map<(d0) -> (d0 + 2)>, 3>",
            "memref<8xf32, affine_map<(d0) -> (d0 + 2)>, 3>",
        ),
        (
            "memref<4x8xf32, affine_map<(d0, d1) -> (d0, d1)>>",
            "memref<4x8xf32>",
        ),
        (
            "memref<4xf32, 1, 2>",
            "ERR 19: multiple memory spaces specified in memref type",
        ),
        (
            "memref<4xf32, 1, affine_map<(d0)->(d0)>>",
            "ERR 40: expected memory space to be last in memref type",
        ),
        (
            "memref<*xf32, affine_map<(d0)->(d0)>>",
            "ERR 37: cannot have affine map for unranked memref type",
        ),
        (
            "memref<4xf32, affine_map<(d0,d1)->(d0)>>",
            "ERR 1: memref layout mismatch between rank and affine map: 1 != 2",
        ),
        (
            "memref<4xf32, strided<[1,2]>>",
            "ERR 1: expected the number of strides to match the rank",
        ),
        ("memref<4xf32,>", "ERR 14: expected list element"),
        (
            "memref<4xf32 1>",
            "ERR 13: expected ',' or '>' in memref type",
        ),
        ("memref<4xf32, affine_map<(d0)[s0]->(d0)>>", "memref<4xf32>"),
        (
            "memref<4xf32, \"x\", 0>",
            "ERR 21: multiple memory spaces specified in memref type",
        ),
        (
            "memref<4xtensor<f32>>",
            "ERR 10: invalid memref element type",
        ),
        ("memref<4xmemref<f32>>", "memref<4xmemref<f32>>"),
        ("memref<4x!foo.bar>", "ERR 10: invalid memref element type"),
        ("memref<4xcomplex<f32>>", "memref<4xcomplex<f32>>"),
        ("memref<4xnone>", "ERR 10: invalid memref element type"),
        (
            "memref<4xf32, strided<[1]>, strided<[2]>>",
            "memref<4xf32, strided<[2]>>",
        ),
        ("memref<4xf32, true>", "memref<4xf32, true>"),
        ("memref<4xf32, false>", "memref<4xf32>"),
        (
            "memref<4x4xf32, strided<[1]>, #foo.x>",
            "ERR 1: expected the number of strides to match the rank",
        ),
        (
            "memref<*xf32, #foo.x>",
            "ERR 1: unsupported memory space Attribute",
        ),
        (
            "memref<4xf32, unit>",
            "ERR 1: unsupported memory space Attribute",
        ),
        (
            "memref<4x4xf32, strided<[4, 1], offset: 0>>",
            "memref<4x4xf32, strided<[4, 1]>>",
        ),
        ("memref<2xvector<4xf32>>", "memref<2xvector<4xf32>>"),
        ("(i32) -> (i32)", "(i32) -> i32"),
        ("(i32) -> ((i32))", "ERR 16: expected '->' in function type"),
        ("() -> ()", "() -> ()"),
        ("(i32, f32) -> (i32 , f32)", "(i32, f32) -> (i32, f32)"),
        ("(i32) -> ((i32) -> i32)", "(i32) -> ((i32) -> i32)"),
        ("((i32) -> i32) -> i32", "((i32) -> i32) -> i32"),
        ("(i32) i32", "ERR 6: expected '->' in function type"),
        ("(i32,) -> i32", "ERR 6: expected non-function type"),
        ("(i32) -> (i64, (i1) -> i1)", "(i32) -> (i64, (i1) -> i1)"),
        ("tuple<(i1) -> i1>", "tuple<(i1) -> i1>"),
        ("!foo.bar", "!foo.bar"),
        ("!foo.bar<1, 2>", "!foo.bar<1, 2>"),
        ("!foo<\"pretty\">", "!foo<\"pretty\">"),
        ("!foo.bar<>", "!foo.bar<>"),
        (
            "!foo.nested<tensor<4x!foo.inner<?>>>",
            "!foo.nested<tensor<4x!foo.inner<?>>>",
        ),
        ("!foo.punct<[a](b){c}>", "!foo.punct<[a](b){c}>"),
        ("!foo.str<\"x>y\">", "!foo.str<\"x>y\">"),
        ("!foo.with_spaces< a ,  b >", "!foo.with_spaces< a ,  b >"),
        ("!foo.arrow<i32 -> i64>", "!foo.arrow<i32 -> i64>"),
        ("!bar.baz.qux", "!bar.baz.qux"),
        ("!foo<bar>", "!foo.bar"),
        ("!foo<bar<1>>", "!foo.bar<1>"),
        ("!foo<a.b>", "!foo.a.b"),
        ("!foo<a.b<x>>", "!foo.a.b<x>"),
        ("!foo<i32>", "!foo.i32"),
        ("!foo<1>", "!foo<1>"),
        ("!foo<bar 1>", "!foo<bar 1>"),
        ("!foo<\"a.b\">", "!foo<\"a.b\">"),
        ("!foo<a$b>", "!foo<a$b>"),
        ("!foo<_x>", "!foo<_x>"),
        ("!foo<a-b>", "!foo<a-b>"),
        (
            "!foo.bar<",
            "ERR 9: unbalanced '<' character in pretty dialect name",
        ),
        (
            "!foo.bar<(>",
            "ERR 9: unbalanced '(' character in pretty dialect name",
        ),
        (
            "!foo.bar<[}>",
            "ERR 9: unbalanced '[' character in pretty dialect name",
        ),
        ("!foo<  x >", "!foo<  x >"),
        ("!foo.bar<\"\\\"\">", "!foo.bar<\"\\\"\">"),
        ("!foo.bar<'>", "!foo.bar<'>"),
        (
            "!foo.bar<x)>",
            "ERR 9: unbalanced '<' character in pretty dialect name",
        ),
        (
            "!foo.bar<x",
            "ERR 9: unbalanced '<' character in pretty dialect name",
        ),
        ("!foo.bar<a\\q>", "!foo.bar<a\\q>"),
        ("!foo.$a", "!foo<$a>"),
        (
            "!foo.bar<\"\\q\">",
            "ERR 11: unknown escape in string literal",
        ),
        ("!foo.", "!foo<>"),
        ("!foo.bar.", "!foo.bar."),
        ("tensor<4xf32, 1>", "tensor<4xf32, 1 : i64>"),
        (
            "memref<4x?xf32, strided<[?, 1], offset: ?>, 1>",
            "memref<4x?xf32, strided<[?, 1], offset: ?>, 1>",
        ),
        ("memref<*xf32, 0>", "memref<*xf32>"),
        (
            "memref<4x4xf32, affine_map<(d0) -> (d0)>>",
            "ERR 1: memref layout mismatch between rank and affine map: 2 != 1",
        ),
        ("memref<f32, affine_map<() -> ()>>", "memref<f32>"),
        (
            "memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>",
            "memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>",
        ),
        (
            "memref<4xf32, affine_map<(d0) -> (d0)>, 1>",
            "memref<4xf32, 1>",
        ),
        (
            "memref<4xf32, strided<[1]>, 1, 2>",
            "ERR 33: multiple memory spaces specified in memref type",
        ),
        (
            "memref<4xf32, strided<[1]> 1>",
            "ERR 27: expected ',' or '>'",
        ),
        (
            "memref<*xf32, 1, strided<[1]>>",
            "ERR 30: cannot have affine map for unranked memref type",
        ),
        ("vector<1x2x3x4x5x6x7xi8>", "vector<1x2x3x4x5x6x7xi8>"),
        ("vector<[1]x[2]x3xf32>", "vector<[1]x[2]x3xf32>"),
        ("vector<[4]xf32, 1>", "ERR 15: expected '>' in vector type"),
        ("tensor<?x?x?x?xf32>", "tensor<?x?x?x?xf32>"),
        ("tensor<0x0x?xf32>", "tensor<0x0x?xf32>"),
        ("tensor<4x0xi1>", "tensor<4x0xi1>"),
        ("tensor<1x1x1x1xindex>", "tensor<1x1x1x1xindex>"),
        ("tensor<2xcomplex<f32>>", "tensor<2xcomplex<f32>>"),
        ("tuple<tuple<tuple<>>>", "tuple<tuple<tuple<>>>"),
        ("(tuple<>) -> none", "(tuple<>) -> none"),
        ("() -> (() -> ())", "() -> (() -> ())"),
        (
            "((i32) -> i32) -> ((f32) -> f32)",
            "((i32) -> i32) -> ((f32) -> f32)",
        ),
        ("(i32) -> (i64, (i1) -> i1)", "(i32) -> (i64, (i1) -> i1)"),
        (
            "(!foo.x, i32) -> !foo<\"y\">",
            "(!foo.x, i32) -> !foo<\"y\">",
        ),
        ("complex<f8E4M3FN>", "complex<f8E4M3FN>"),
        ("vector<16xf8E4M3FN>", "vector<16xf8E4M3FN>"),
        ("vector<3xsi4>", "vector<3xsi4>"),
        ("tensor<4x?xf32, \"a\">", "tensor<4x?xf32, \"a\">"),
    ];

    #[test]
    fn types_match_mlir_opt() {
        for (input, expected) in TYPE_CASES {
            assert_eq!(round_trip(input), *expected, "input: {input}");
        }
    }

    #[test]
    fn aliases_and_dialects() {
        assert_eq!(round_trip("tuple<!alias, !alias>"), "tuple<i32, i32>");
        assert_eq!(round_trip("!alias"), "i32");
        assert_eq!(
            round_trip("!nope"),
            "ERR 5: undefined symbol alias id 'nope'"
        );
        assert_eq!(
            round_trip_in("!foo.bar<x>", false),
            "ERR 6: `!\"foo\"<\"bar<x>\">` type created with unregistered dialect. If this is \
             intended, please call allowUnregisteredDialects() on the MLIRContext, or use \
             -allow-unregistered-dialect with the MLIR opt tool used"
        );
        assert_eq!(
            round_trip_in("!foo<\"x\">", false),
            "ERR 1: `!\"foo\"<\"\"x\"\">` type created with unregistered dialect. If this is \
             intended, please call allowUnregisteredDialects() on the MLIRContext, or use \
             -allow-unregistered-dialect with the MLIR opt tool used"
        );
        assert_eq!(
            round_trip("!builtin.foo"),
            "ERR 10: dialect 'builtin' provides no type parsing hook"
        );
        // `!foo<bar>` and `!foo.bar` are the same type.
        let mut ctx = Context::new();
        ctx.allow_unregistered = true;
        let file = ctx.symbol("t");
        let mut p = Parser::new(&mut ctx, b"!foo<bar> !foo.bar", 0, file, 1);
        let a = p.parse_type();
        let b = p.parse_type();
        assert!(a.is_ok() && a == b);
    }

    #[test]
    fn multi_line_wrong_token_errors_point_after_previous_token() {
        // A missing `>` reported on the next line points just past `f32`.
        assert_eq!(
            round_trip("tensor<4xf32 // c\n\n  }"),
            "ERR 13: expected '>' in tensor type"
        );
    }

    #[test]
    fn scalable_flags_are_empty_without_scalable_dims() {
        let mut ctx = Context::new();
        let file = ctx.symbol("t");
        let mut p = Parser::new(&mut ctx, b"vector<4x8xf32>", 0, file, 1);
        let t = p.parse_type().ok();
        let Some(t) = t else { panic!("parse failed") };
        match ctx.type_kind(t) {
            TypeKind::Vector { scalable, .. } => assert!(scalable.is_empty()),
            other => panic!("unexpected {other:?}"),
        }
    }

    /// Runs `f` on a thread with a 2 MiB stack (the default for spawned threads).
    fn on_small_stack(f: impl FnOnce() -> String + Send + 'static) -> String {
        std::thread::Builder::new()
            .stack_size(2 << 20)
            .spawn(f)
            .map(|h| h.join().unwrap_or_else(|_| "panicked".into()))
            .unwrap_or_else(|_| "spawn failed".into())
    }

    /// 100,000 levels of each nesting kind of types parse and print back exactly on a 2 MiB
    /// stack (it grows in segments); mlir-opt 22 overflows its stack on each.
    #[test]
    fn deep_nesting_parses_and_prints_back() {
        let n = 100_000;
        let nest = |open: &str, close: &str| format!("{}i32{}", open.repeat(n), close.repeat(n));
        let inputs = [
            nest("tuple<", ">"),
            format!("{}() -> i32{}", "() -> (".repeat(n), ")".repeat(n)),
            nest("(", ") -> i32"),
            nest("memref<4x", ">"),
            nest("tuple<i1, ", ", f32>"),
            nest("(index, ", ") -> (i1, i8)"),
        ];
        for src in inputs {
            let expected = src.clone();
            let got = on_small_stack(move || round_trip(&src));
            assert!(got == expected, "{}", &got[..got.len().min(200)]);
        }
        // `() -> (T)` prints as `() -> T` when T is not a function type
        let got = on_small_stack(move || {
            round_trip(&format!(
                "{}i32{}",
                "() -> (tuple<".repeat(n),
                ">)".repeat(n)
            ))
        });
        let expected = format!("{}i32{}", "() -> tuple<".repeat(n), ">".repeat(n));
        assert!(got == expected, "{}", &got[..got.len().min(200)]);
        // containers that cannot hold themselves fail on the innermost level, not on depth
        for (open, message) in [
            ("complex<", "invalid element type for complex"),
            (
                "vector<4x",
                "failed to verify 'elementType': VectorElementTypeInterface instance",
            ),
            ("tensor<?x", "invalid tensor element type"),
        ] {
            let src = nest(open, ">");
            let got = on_small_stack(move || round_trip(&src));
            assert!(got.contains(message), "{}", &got[..got.len().min(200)]);
        }
        // Dialect bodies are scanned without recursion.
        let got = on_small_stack(move || {
            round_trip(&format!("!foo.bar{}{}", "<".repeat(n), ">".repeat(n)))
        });
        assert!(got.starts_with("!foo.bar<<<"));
    }
}
