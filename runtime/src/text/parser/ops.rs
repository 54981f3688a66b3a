//! Parsing operations, regions, blocks and whole source files.
//!
//! Entry point: [`parse_source`]. The grammar and the diagnostics follow `mlir-opt` 22:
//!
//! * top level: `#alias = attr`, `!alias = type`, the `{-# dialect_resources: ..,
//!   external_resources: .. #-}` section, and operations;
//! * generic form `%r, %s:2 = "d.op"(%a, %b#1)[^bb1] <{props}> ({regions}) {attrs} : (T) -> U
//!   loc(..)`, and custom form `%r = d.op ...` through the op's registered parse hook and
//!   [`OpAsmParser`];
//! * regions and blocks, with SSA names scoped per region as MLIR scopes them (values of
//!   enclosing regions are visible in nested regions; a new name table starts only for
//!   regions a custom parser parses with `enable_name_shadowing`), forward references to
//!   values (placeholders replaced at the definition) and to blocks.
//!
//! Scratch vectors are reused across operations and SSA names are keyed by byte slices of
//! the source, so the generic-form fast path does few allocations per operation.

use super::{OpAsmParser, PResult, Parser};
use crate::ir::attributes::{AttrKind, Attribute, Location};
use crate::ir::context::{
    Context, ExternalResource, ExternalResourceValue, FxHashMap, Resource, Symbol,
};
use crate::ir::diagnostics::{DiagLoc, Diagnostic};
use crate::ir::encoding::bytes_to_symbol_text;
use crate::ir::registry::{OpInfo, OpTraits};
use crate::ir::types::{Signedness, Type, TypeKind};
use crate::ir::{Block, Op, OperationState, Properties, Region, Value, ValueDef};
use crate::text::lexer::{unescape_string, TokenKind};
use crate::text::printer::{PrintFlags, Printer};

/// Parses a whole source buffer and returns its top-level operation.
///
/// With `implicit_module` (mlir-opt's default) the top-level operations are wrapped in a new
/// `builtin.module` located at [`implicit_module_location`], unless the buffer holds exactly
/// one operation and it is a `builtin.module`, which is returned as is. Without it
/// (`--no-implicit-module`) the buffer must hold exactly one operation.
///
/// `buffer` is the index diagnostics refer to, `file_name` the name used in locations,
/// `first_line` the line number of the buffer's first line (1 unless the buffer is a chunk
/// of a split file).
pub fn parse_source(
    ctx: &mut Context,
    src: &[u8],
    buffer: u32,
    file_name: &str,
    first_line: u32,
    implicit_module: bool,
) -> Result<Op, Diagnostic> {
    let file = ctx.symbol(file_name);
    let mut p = Parser::new(ctx, src, buffer, file, first_line);
    let top = p.parse_top_level()?;
    p.build_container(top, implicit_module)
}

/// The location mlir-opt gives the implicit top-level module: `loc("file":0:0)` for a whole
/// file. For a chunk of a `--split-input-file` input mlir-opt uses the position where the
/// chunk starts, which is just after a `// -----` marker: line `first_line`, column 9.
pub fn implicit_module_location(ctx: &mut Context, file: Symbol, first_line: u32) -> Location {
    if first_line <= 1 {
        ctx.file_line_col(file, 0, 0)
    } else {
        ctx.file_line_col(file, first_line, 9)
    }
}

const UNREGISTERED_DIALECT: &str = "operation being parsed with an unregistered dialect. If this \
is intended, please use -allow-unregistered-dialect with the MLIR tool used";

const DIALECT_FAQ: &str = " ; for more info on dialect registration see \
https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management";

/// An SSA use not yet resolved to a value: `%name` or `%name#number`.
///
/// The name is the source bytes `[loc, loc + name_len)` (the `%` included); read it with
/// [`OpAsmParser::ssa_name`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct UnresolvedOperand {
    /// byte offset of the `%name` token
    pub loc: u32,
    /// length of the `%name` token (0 for an unnamed argument)
    pub name_len: u32,
    /// result number (`#N`), 0 when absent
    pub number: u32,
}

/// A region entry argument parsed by a custom parser: `%name : type {attrs} loc(..)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Argument {
    /// the name
    pub ssa: UnresolvedOperand,
    /// the type (`None` when not parsed: set it before [`OpAsmParser::parse_region`])
    pub ty: Option<Type>,
    /// the argument's attribute dictionary, when parsed
    pub attrs: Option<Attribute>,
    /// an explicit `loc(..)`; the name's position is used otherwise
    pub loc: Option<Location>,
}

/// The delimiters of a comma-separated list ([`OpAsmParser::parse_comma_separated_list`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Delimiter {
    /// no delimiters: at least one element
    None,
    /// `( ... )`, possibly empty
    Paren,
    /// `[ ... ]`, possibly empty
    Square,
    /// `< ... >`, possibly empty
    LessGreater,
    /// `{ ... }`, possibly empty
    Braces,
    /// `( ... )` when the next token is `(`; nothing otherwise
    OptionalParen,
    /// `[ ... ]` when the next token is `[`
    OptionalSquare,
    /// `< ... >` when the next token is `<`
    OptionalLessGreater,
    /// `{ ... }` when the next token is `{`
    OptionalBraces,
}

/// What a generic op's parse carries across its regions.
struct GenericParts {
    name: Symbol,
    loc: Location,
    name_off: u32,
    omark: usize,
    props: Option<Attribute>,
}

/// One `%name` or `%name:N` group of an operation's result list.
#[derive(Clone, Copy, Debug)]
struct ResultGroup {
    loc: u32,
    len: u32,
    count: u64,
}

#[derive(Clone, Copy, Default, Debug)]
struct Entry {
    value: Option<Value>,
    loc: u32,
}

#[derive(Default, Debug)]
struct RestEntries {
    /// entries 1.. stored densely while they are defined in order
    dense: Vec<Entry>,
    /// entries past the dense part (forward references with large result numbers)
    sparse: FxHashMap<u32, Entry>,
}

/// The values bound to one SSA name, by result number.
#[derive(Debug)]
struct Entries {
    first: Entry,
    /// the region scope whose end erases the name ([`NO_OWNER`] for forward references only)
    owner: u32,
    rest: Option<Box<RestEntries>>,
}

const NO_OWNER: u32 = u32::MAX;

impl Default for Entries {
    fn default() -> Self {
        Entries {
            first: Entry::default(),
            owner: NO_OWNER,
            rest: None,
        }
    }
}

impl Entries {
    fn get(&self, n: u32) -> Entry {
        if n == 0 {
            return self.first;
        }
        let Some(r) = &self.rest else {
            return Entry::default();
        };
        let i = n as usize - 1;
        if let Some(e) = r.dense.get(i) {
            return *e;
        }
        r.sparse.get(&n).copied().unwrap_or_default()
    }
    fn set(&mut self, n: u32, e: Entry) {
        if n == 0 {
            self.first = e;
            return;
        }
        let r = self.rest.get_or_insert_with(Default::default);
        let i = n as usize - 1;
        if i < r.dense.len() {
            r.dense[i] = e;
        } else if i == r.dense.len() {
            r.sparse.remove(&n);
            r.dense.push(e);
        } else {
            r.sparse.insert(n, e);
        }
    }
}

/// One name table: MLIR's "isolated name scope". Names defined in a nested region are erased
/// when the region ends; instead of removing them, each name records the region scope that
/// owns it, and names of ended scopes read as absent (see [`OpParseState::active`]).
#[derive(Default, Debug)]
struct NameScope<'a> {
    values: NameTable<'a>,
    /// ids of the region scopes open in this table, innermost last
    scope_ids: Vec<u32>,
}

/// The SSA names of one value-name table. Decimal names (`%0`, `%17`: what printers emit,
/// numbered from 0 per isolated region) live in pages indexed by their number, so the common
/// case needs no hashing and defines and uses touch memory in order; other names are hashed.
/// An unused slot holds `Entries::default()`, which every caller treats as unbound.
#[derive(Default, Debug)]
struct NameTable<'a> {
    /// pages of [`NAME_PAGE`] entries, allocated on first use
    pages: Vec<Option<Box<[Entries]>>>,
    named: FxHashMap<Name<'a>, Entries>,
}

const NAME_PAGE: usize = 256;
/// Decimal names at or above this are hashed (bounds the page table a hostile name can
/// make the parser allocate to 512 KiB).
const NAME_PAGED_LIMIT: usize = 1 << 24;

impl<'a> NameTable<'a> {
    /// The number of a decimal name (`%` + digits without a leading zero) below the limit.
    fn paged_index(name: &[u8]) -> Option<usize> {
        let digits = name.get(1..)?;
        if digits.is_empty() || digits.len() > 8 || (digits[0] == b'0' && digits.len() > 1) {
            return None;
        }
        let mut n = 0usize;
        for &c in digits {
            if !c.is_ascii_digit() {
                return None;
            }
            n = n * 10 + (c - b'0') as usize;
        }
        (n < NAME_PAGED_LIMIT).then_some(n)
    }

    fn get(&self, name: &'a [u8]) -> Option<&Entries> {
        match Self::paged_index(name) {
            Some(i) => self
                .pages
                .get(i / NAME_PAGE)?
                .as_ref()
                .map(|p| &p[i % NAME_PAGE]),
            None => self.named.get(&Name(name)),
        }
    }

    fn get_mut(&mut self, name: &'a [u8]) -> Option<&mut Entries> {
        match Self::paged_index(name) {
            Some(i) => self
                .pages
                .get_mut(i / NAME_PAGE)?
                .as_mut()
                .map(|p| &mut p[i % NAME_PAGE]),
            None => self.named.get_mut(&Name(name)),
        }
    }

    fn get_or_default(&mut self, name: &'a [u8]) -> &mut Entries {
        match Self::paged_index(name) {
            Some(i) => {
                let page = i / NAME_PAGE;
                if self.pages.len() <= page {
                    self.pages.resize_with(page + 1, || None);
                }
                let p = self.pages[page]
                    .get_or_insert_with(|| (0..NAME_PAGE).map(|_| Entries::default()).collect());
                &mut p[i % NAME_PAGE]
            }
            None => self.named.entry(Name(name)).or_default(),
        }
    }

    /// Room for about `n` names (decimal ones, as most are).
    fn reserve(&mut self, n: usize) {
        self.pages.reserve(n.min(NAME_PAGED_LIMIT) / NAME_PAGE + 1);
    }
}

#[derive(Clone, Copy, Debug)]
struct BlockDef {
    block: Block,
    loc: u32,
    forward: bool,
}

#[derive(Default, Debug)]
struct BlockScope<'a> {
    names: FxHashMap<Name<'a>, BlockDef>,
    forward: u32,
}

/// Operation-level parser state kept in [`Parser::op_state`]: SSA and block name scopes,
/// forward references, the default-dialect stack and reusable scratch buffers.
#[derive(Default)]
pub struct OpParseState<'a> {
    scopes: Vec<NameScope<'a>>,
    /// per region-scope id: still open
    active: Vec<bool>,
    forward_values: FxHashMap<Value, u32>,
    block_scopes: Vec<BlockScope<'a>>,
    default_dialects: Vec<Symbol>,
    deferred_locs: bool,
    generic_names: FxHashMap<Name<'a>, (Symbol, Option<u32>)>,
    custom_names: FxHashMap<(Symbol, Name<'a>), (Symbol, u32)>,
    results: Vec<ResultGroup>,
    operands: Vec<UnresolvedOperand>,
    types: Vec<Type>,
    /// an op state reused from op to op (boxed: taking and returning it moves a pointer)
    state: Option<Box<OperationState>>,
    /// the interned empty string: the default dialect of ops that declare none
    empty: Option<Symbol>,
    /// binding tables of the declarative-format parser, reused across ops (one per nesting
    /// level in use): building fresh ones per op was an eighth of custom-form parse time
    // boxed on purpose: a table is taken and returned per op, and moving the box moves a
    // pointer instead of the whole table
    #[allow(clippy::vec_box)]
    parsed_pool: Vec<Box<crate::ods::asm::Parsed>>,
}

impl OpParseState<'_> {
    /// The empty default dialect (interned once per parse: the per-op lookup showed in profiles).
    fn no_dialect(&mut self, ctx: &mut Context) -> Symbol {
        *self.empty.get_or_insert_with(|| ctx.symbol(""))
    }
}

/// A byte-string map key hashed with a terminator after the bytes, so that FxHasher's last
/// multiply mixes the whole name into the low bits hashbrown indexes with (the plain `[u8]`
/// hash ends with the name's last word, and names like `%123`/`%124` then collide).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Name<'a>(&'a [u8]);

impl std::hash::Hash for Name<'_> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        state.write(self.0);
        state.write_u8(0xff);
    }
}

/// Text of bytes for messages.
fn lossy(b: &[u8]) -> std::borrow::Cow<'_, str> {
    String::from_utf8_lossy(b)
}

/// `123` or `0x7B` as u64; `None` on overflow or bad digits.
fn parse_u64_literal(s: &[u8]) -> Option<u64> {
    let (digits, radix) = match s {
        [b'0', b'x', rest @ ..] if !rest.is_empty() => (rest, 16),
        _ => (s, 10),
    };
    let t = std::str::from_utf8(digits).ok()?;
    u64::from_str_radix(t, radix).ok()
}

/// `123` or `0x7B` as u128; `None` on overflow.
fn parse_u128_literal(s: &[u8]) -> Option<u128> {
    let (digits, radix) = match s {
        [b'0', b'x', rest @ ..] if !rest.is_empty() => (rest, 16),
        _ => (s, 10),
    };
    let t = std::str::from_utf8(digits).ok()?;
    u128::from_str_radix(t, radix).ok()
}

/// The bytes of a `"0x..."` string token's hex payload, decoded; `None` unless it is a
/// well-formed even-length hex string.
fn hex_string_value(spelling: &[u8]) -> Option<Vec<u8>> {
    let inner = spelling.strip_prefix(b"\"")?.strip_suffix(b"\"")?;
    let hex = inner.strip_prefix(b"0x")?;
    if hex.len() % 2 != 0 {
        return None;
    }
    let val = |c: u8| (c as char).to_digit(16).map(|d| d as u8);
    hex.chunks_exact(2)
        .map(|p| Some(val(p[0])? * 16 + val(p[1])?))
        .collect()
}

fn upper_hex(bytes: &[u8]) -> String {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let mut s = String::with_capacity(2 + bytes.len() * 2);
    s.push_str("0x");
    for &b in bytes {
        s.push(HEX[(b >> 4) as usize] as char);
        s.push(HEX[(b & 15) as usize] as char);
    }
    s
}

impl<'a> Parser<'a> {
    // --------------------------------------------------------------------------------------
    // Diagnostics
    // --------------------------------------------------------------------------------------

    /// An error at `offset`; when the current token is a lexer error, that error instead (the
    /// lexer reports first, as in MLIR).
    pub(crate) fn op_err_at(&self, offset: u32, message: &str) -> Diagnostic {
        if self.tok.kind == TokenKind::Error {
            return self.error_here(message);
        }
        self.error_at(offset, message)
    }

    /// MLIR's `emitError(message)` at the current token.
    fn op_err_here(&self, message: &str) -> Diagnostic {
        self.attr_error_here(message)
    }

    /// MLIR's `parseToken`: consume `k` or report a wrong-token error.
    fn op_expect(&mut self, k: TokenKind, message: &str) -> PResult<()> {
        if self.consume_if(k) {
            Ok(())
        } else {
            Err(self.wrong_token_error(message))
        }
    }

    /// A type as diagnostics print it (without quotes).
    fn op_type_text(&self, ty: Type) -> String {
        let mut p = Printer::new(self.ctx, PrintFlags::default());
        p.print_type(ty);
        String::from_utf8_lossy(&p.out).into_owned()
    }

    fn dloc(&self, offset: u32) -> DiagLoc {
        DiagLoc::Source {
            buffer: self.buffer,
            offset,
        }
    }

    /// The source bytes of an unresolved operand's name (`%x`).
    pub fn ssa_name(&self, u: UnresolvedOperand) -> &'a [u8] {
        let src = self.lex.source();
        src.get(u.loc as usize..(u.loc as usize + u.name_len as usize))
            .unwrap_or(&[])
    }

    // --------------------------------------------------------------------------------------
    // SSA names
    // --------------------------------------------------------------------------------------

    fn cur_scope(&mut self) -> &mut NameScope<'a> {
        if self.op_state.scopes.is_empty() {
            self.op_state.scopes.push(NameScope::default());
        }
        let n = self.op_state.scopes.len() - 1;
        &mut self.op_state.scopes[n]
    }

    fn is_placeholder(&self, v: Value) -> bool {
        matches!(self.ctx.ir.value(v).def, ValueDef::Placeholder)
    }

    /// Opens the name scopes of a region: a block-name scope, and a value-name scope that is
    /// a fresh table when `isolated`, nested in the current table otherwise.
    fn push_name_scope(&mut self, isolated: bool) {
        self.op_state.block_scopes.push(BlockScope::default());
        if isolated || self.op_state.scopes.is_empty() {
            self.op_state.scopes.push(NameScope::default());
        }
        let id = self.op_state.active.len() as u32;
        self.op_state.active.push(true);
        self.cur_scope().scope_ids.push(id);
    }

    /// True when `en` was not erased by the end of its owning region.
    fn is_live(active: &[bool], en: &Entries) -> bool {
        en.owner == NO_OWNER || active.get(en.owner as usize).copied().unwrap_or(false)
    }

    /// The live entries of `name` in the current table.
    fn live_entries(&mut self, name: &'a [u8]) -> Option<&Entries> {
        if self.op_state.scopes.is_empty() {
            return None;
        }
        let st = &self.op_state;
        let scope = st.scopes.last()?;
        scope
            .values
            .get(name)
            .filter(|en| Self::is_live(&st.active, en))
    }

    /// Closes the scopes [`Parser::push_name_scope`] opened; fails on blocks referenced but
    /// never defined in the region.
    fn pop_name_scope(&mut self) -> PResult<()> {
        if let Some(bs) = self.op_state.block_scopes.pop() {
            if bs.forward > 0 {
                let loc = bs
                    .names
                    .values()
                    .filter(|d| d.forward)
                    .map(|d| d.loc)
                    .min()
                    .unwrap_or(0);
                return Err(self.op_err_at(loc, "reference to an undefined block"));
            }
        }
        let st = &mut self.op_state;
        let Some(scope) = st.scopes.last_mut() else {
            return Ok(());
        };
        if let Some(id) = scope.scope_ids.pop() {
            if let Some(a) = st.active.get_mut(id as usize) {
                *a = false;
            }
        }
        if scope.scope_ids.is_empty() {
            st.scopes.pop();
        }
        Ok(())
    }

    /// Resolves a use of `%name#n` with type `ty`: the defined value, or a placeholder for a
    /// forward reference (replaced when the definition is parsed).
    pub fn resolve_ssa_use(&mut self, u: UnresolvedOperand, ty: Type) -> PResult<Value> {
        let name = self.ssa_name(u);
        let (e, first) = self
            .live_entries(name)
            .map(|en| (en.get(u.number), en.get(0)))
            .unwrap_or_default();
        if let Some(v) = e.value {
            let vt = self.ctx.ir.value_type(v);
            if vt == ty {
                return Ok(v);
            }
            let msg = format!(
                "use of value '{}' expects different type than prior uses: '{}' vs '{}'",
                lossy(name),
                self.op_type_text(ty),
                self.op_type_text(vt)
            );
            return Err(self
                .op_err_at(u.loc, &msg)
                .with_note(self.dloc(e.loc), "prior use here"));
        }
        if let Some(f) = first.value {
            if !self.is_placeholder(f) {
                return Err(self.op_err_at(u.loc, "reference to invalid result number"));
            }
        }
        let unknown = self.ctx.common.unknown_loc;
        let ph = self.ctx.ir.create_placeholder(ty, unknown);
        let entry = Entry {
            value: Some(ph),
            loc: u.loc,
        };
        self.cur_scope();
        let st = &mut self.op_state;
        if let Some(scope) = st.scopes.last_mut() {
            let en = scope.values.get_or_default(name);
            if !Self::is_live(&st.active, en) {
                *en = Entries::default();
            }
            en.set(u.number, entry);
        }
        self.op_state.forward_values.insert(ph, u.loc);
        Ok(ph)
    }

    /// Binds `%name#n` to `v`, resolving earlier forward references to it.
    fn add_definition(&mut self, u: UnresolvedOperand, v: Value) -> PResult<()> {
        let name = self.ssa_name(u);
        let new = Entry {
            value: Some(v),
            loc: u.loc,
        };
        self.cur_scope();
        let existing = {
            let st = &mut self.op_state;
            let Some(scope) = st.scopes.last_mut() else {
                return Ok(());
            };
            let owner = scope.scope_ids.last().copied().unwrap_or(NO_OWNER);
            let en = scope.values.get_or_default(name);
            if !Self::is_live(&st.active, en) {
                *en = Entries::default();
            }
            let e = en.get(u.number);
            if e.value.is_none() {
                en.set(u.number, new);
                en.owner = owner;
                None
            } else {
                Some(e)
            }
        };
        if let Some(e) = existing {
            if let Some(old) = e.value {
                if !self.is_placeholder(old) {
                    let msg = format!("redefinition of SSA value '{}'", lossy(name));
                    return Err(self
                        .op_err_at(u.loc, &msg)
                        .with_note(self.dloc(e.loc), "previously defined here"));
                }
                let (ot, vt) = (self.ctx.ir.value_type(old), self.ctx.ir.value_type(v));
                if ot != vt {
                    let msg = format!(
                        "definition of SSA value '{}#{}' has type '{}'",
                        lossy(name),
                        u.number,
                        self.op_type_text(vt)
                    );
                    let note =
                        format!("previously used here with type '{}'", self.op_type_text(ot));
                    return Err(self
                        .op_err_at(u.loc, &msg)
                        .with_note(self.dloc(e.loc), note));
                }
                self.ctx.ir.replace_all_uses_with(old, v);
                self.op_state.forward_values.remove(&old);
            }
            let scope = self.cur_scope();
            let owner = scope.scope_ids.last().copied().unwrap_or(NO_OWNER);
            if let Some(en) = scope.values.get_mut(name) {
                en.set(u.number, new);
                en.owner = owner;
            }
        }
        Ok(())
    }

    /// Where `%name#n` was defined or first used, if it is bound in the current table.
    fn reference_loc(&mut self, u: UnresolvedOperand) -> Option<u32> {
        let name = self.ssa_name(u);
        let e = self.live_entries(name)?.get(u.number);
        e.value.map(|_| e.loc)
    }

    /// Parses `%name` or `%name#N`.
    pub fn parse_ssa_use(&mut self, allow_result_number: bool) -> PResult<UnresolvedOperand> {
        let t = self.tok;
        if t.kind != TokenKind::PercentIdent {
            return Err(self.wrong_token_error("expected SSA operand"));
        }
        self.bump();
        let mut number = 0;
        if self.at(TokenKind::HashIdent) {
            if !allow_result_number {
                return Err(self.op_err_here("result number not allowed in argument list"));
            }
            let digits = self.spelling().get(1..).unwrap_or(&[]);
            let n = std::str::from_utf8(digits)
                .ok()
                .filter(|s| s.bytes().all(|c| c.is_ascii_digit()))
                .and_then(|s| s.parse::<u32>().ok());
            match n {
                Some(n) => number = n,
                None => return Err(self.op_err_here("invalid SSA value result number")),
            }
            self.bump();
        }
        Ok(UnresolvedOperand {
            loc: t.start,
            name_len: t.end - t.start,
            number,
        })
    }

    // --------------------------------------------------------------------------------------
    // Blocks and regions
    // --------------------------------------------------------------------------------------

    fn block_scope(&mut self) -> &mut BlockScope<'a> {
        if self.op_state.block_scopes.is_empty() {
            self.op_state.block_scopes.push(BlockScope::default());
        }
        let n = self.op_state.block_scopes.len() - 1;
        &mut self.op_state.block_scopes[n]
    }

    /// Parses a successor `^name`, creating a forward-referenced block when it is new.
    pub fn parse_successor(&mut self) -> PResult<Block> {
        if !self.at(TokenKind::CaretIdent) {
            return Err(self.wrong_token_error("expected block name"));
        }
        let name = self.spelling();
        let loc = self.tok.start;
        self.bump();
        if let Some(d) = self.block_scope().names.get(&Name(name)) {
            return Ok(d.block);
        }
        let b = self.ctx.ir.create_block();
        let bs = self.block_scope();
        bs.names.insert(
            Name(name),
            BlockDef {
                block: b,
                loc,
                forward: true,
            },
        );
        bs.forward += 1;
        Ok(b)
    }

    /// Parses `{ blocks }` into `region` (which must be empty). `args` are the entry block's
    /// arguments given by a custom parser; `isolated` starts a fresh SSA name table.
    pub fn parse_region(
        &mut self,
        region: Region,
        args: &[Argument],
        isolated: bool,
    ) -> PResult<()> {
        // the nesting point of regions, generic and custom (generated parsers call this)
        self.nested(|p| p.parse_region_inner(region, args, isolated))
    }

    fn parse_region_inner(
        &mut self,
        region: Region,
        args: &[Argument],
        isolated: bool,
    ) -> PResult<()> {
        self.op_expect(TokenKind::LBrace, "expected '{' to begin a region")?;
        // unnamed arguments (a function signature of bare types) still count below: the entry
        // block then names them itself, and may not add more
        let named = args.first().is_some_and(|a| a.ssa.name_len != 0);
        if named && self.at(TokenKind::CaretIdent) {
            return Err(self.op_err_here("invalid block name in region with named arguments"));
        }
        if !args.is_empty() || !self.at(TokenKind::RBrace) {
            self.parse_region_body(region, args, isolated)?;
        }
        self.op_expect(TokenKind::RBrace, "expected '}' to end a region")
    }

    fn parse_region_body(
        &mut self,
        region: Region,
        args: &[Argument],
        isolated: bool,
    ) -> PResult<()> {
        self.push_name_scope(isolated);
        let block = self.ctx.ir.create_block();
        if !args.is_empty() {
            self.add_entry_args(block, args)?;
        }
        self.parse_block(Some(block))?;
        if !args.is_empty() && self.ctx.ir.block_args(block).len() > args.len() {
            return Err(self.op_err_here("entry block arguments were already defined"));
        }
        self.ctx.ir.append_block(region, block);
        while !self.at(TokenKind::RBrace) {
            let b = self.parse_block(None)?;
            self.ctx.ir.append_block(region, b);
        }
        self.pop_name_scope()
    }

    /// Defines the entry-block arguments a custom parser passed to a region.
    #[inline(never)]
    fn add_entry_args(&mut self, block: Block, args: &[Argument]) -> PResult<()> {
        if args.first().is_none_or(|a| a.ssa.name_len == 0) {
            return Ok(());
        }
        for a in args {
            if let Some(def) = self.reference_loc(a.ssa) {
                let msg = format!(
                    "region entry argument '{}' is already in use",
                    lossy(self.ssa_name(a.ssa))
                );
                return Err(self
                    .op_err_at(a.ssa.loc, &msg)
                    .with_note(self.dloc(def), "previously referenced here"));
            }
            let loc = match a.loc {
                Some(l) => l,
                None => self.loc_at(a.ssa.loc),
            };
            let ty = a.ty.unwrap_or(self.ctx.common.none);
            let v = self.ctx.ir.add_block_arg(block, ty, loc);
            self.add_definition(a.ssa, v)?;
        }
        Ok(())
    }

    /// Parses a block: `^name(args):` then operations. `existing` is the entry block, whose
    /// label is optional.
    fn parse_block(&mut self, existing: Option<Block>) -> PResult<Block> {
        if let Some(b) = existing {
            if !self.at(TokenKind::CaretIdent) {
                self.parse_block_body(b)?;
                return Ok(b);
            }
        }
        let block = self.parse_block_header(existing)?;
        self.parse_block_body(block)?;
        Ok(block)
    }

    /// `^name(args):` defining (or completing a forward reference to) a block.
    #[inline(never)]
    fn parse_block_header(&mut self, existing: Option<Block>) -> PResult<Block> {
        let name_loc = self.tok.start;
        let name = self.spelling();
        if !self.at(TokenKind::CaretIdent) {
            return Err(self.wrong_token_error("expected block name"));
        }
        self.bump();
        let found = self.block_scope().names.get(&Name(name)).copied();
        let block = match found {
            None => {
                let b = match existing {
                    Some(b) => b,
                    None => self.ctx.ir.create_block(),
                };
                self.block_scope().names.insert(
                    Name(name),
                    BlockDef {
                        block: b,
                        loc: name_loc,
                        forward: false,
                    },
                );
                b
            }
            Some(d) if d.forward => {
                let bs = self.block_scope();
                bs.forward -= 1;
                bs.names.insert(
                    Name(name),
                    BlockDef {
                        block: d.block,
                        loc: name_loc,
                        forward: false,
                    },
                );
                d.block
            }
            Some(_) => {
                let msg = format!("redefinition of block '{}'", lossy(name));
                return Err(self.op_err_at(name_loc, &msg));
            }
        };
        if self.at(TokenKind::LParen) {
            self.parse_block_arg_list(block)?;
        }
        self.op_expect(TokenKind::Colon, "expected ':' after block name")?;
        Ok(block)
    }

    fn parse_block_body(&mut self, block: Block) -> PResult<()> {
        while !self.at(TokenKind::CaretIdent) && !self.at(TokenKind::RBrace) {
            self.parse_operation(block)?;
        }
        Ok(())
    }

    /// `(%a: i32 loc(..), %b: f32)` after a block name.
    fn parse_block_arg_list(&mut self, block: Block) -> PResult<()> {
        let existing = self.ctx.ir.block_args(block).len();
        let mut next = 0usize;
        self.op_expect(TokenKind::LParen, "expected '('")?;
        if self.consume_if(TokenKind::RParen) {
            return Ok(());
        }
        loop {
            // mlir-opt accepts (and binds) `%a#1` here
            let u = self.parse_ssa_use(true)?;
            self.op_expect(TokenKind::Colon, "expected ':' and type for SSA operand")?;
            let ty = self.parse_type()?;
            let arg = if existing != 0 {
                let Some(&a) = self.ctx.ir.block_args(block).get(next) else {
                    return Err(self.op_err_here("too many arguments specified in argument list"));
                };
                next += 1;
                if self.ctx.ir.value_type(a) != ty {
                    return Err(self.op_err_here("argument and block argument type mismatch"));
                }
                a
            } else {
                let l = self.loc_at(u.loc);
                self.ctx.ir.add_block_arg(block, ty, l)
            };
            if self.at_keyword("loc") {
                if let Some(l) = self.parse_optional_trailing_location()? {
                    self.note_location(l);
                    self.ctx.ir.set_value_loc(arg, l);
                }
            }
            self.add_definition(u, arg)?;
            if !self.consume_if(TokenKind::Comma) {
                break;
            }
        }
        self.op_expect(TokenKind::RParen, "expected ')'")
    }

    /// Remembers that a deferred (forward alias) location was handed out.
    fn note_location(&mut self, l: Location) {
        if matches!(self.ctx.attr_kind(l), AttrKind::DeferredLoc { .. }) {
            self.op_state.deferred_locs = true;
        }
    }

    // --------------------------------------------------------------------------------------
    // Operations
    // --------------------------------------------------------------------------------------

    /// Parses one operation (results, generic or custom form, trailing location) and appends
    /// it to `block`.
    pub fn parse_operation(&mut self, block: Block) -> PResult<()> {
        let mark = self.op_state.results.len();
        let r = self.parse_operation_inner(block, mark);
        self.op_state.results.truncate(mark);
        r
    }

    fn parse_operation_inner(&mut self, block: Block, mark: usize) -> PResult<()> {
        let start = self.tok.start;
        let expected = self.parse_result_list()?;
        let op = match self.tok.kind {
            // MLIR lexes `i32`, `si8`, `ui1` as integer-type tokens, which cannot name an op
            TokenKind::BareIdent if is_int_type_spelling(self.spelling()) => {
                return Err(self.op_no_op_name())
            }
            TokenKind::BareIdent => self.parse_custom_operation(mark)?,
            TokenKind::String => self.parse_generic_operation()?,
            _ => return Err(self.op_no_op_name()),
        };
        self.bind_results(block, op, start, mark, expected)
    }

    #[cold]
    #[inline(never)]
    fn op_no_op_name(&self) -> Diagnostic {
        self.wrong_token_error("expected operation name in quotes")
    }

    /// `%a, %b:2 =` (if present) onto the result stack; returns the number of results bound.
    #[inline(never)]
    fn parse_result_list(&mut self) -> PResult<u64> {
        let mut expected: u64 = 0;
        if !self.at(TokenKind::PercentIdent) {
            return Ok(0);
        }
        loop {
            let t = self.tok;
            if t.kind != TokenKind::PercentIdent {
                return Err(self.wrong_token_error("expected valid ssa identifier"));
            }
            self.bump();
            let mut count = 1u64;
            if self.consume_if(TokenKind::Colon) {
                if !self.at(TokenKind::Integer) {
                    return Err(self.wrong_token_error("expected integer number of results"));
                }
                match parse_u64_literal(self.spelling()) {
                    Some(v) if v >= 1 => count = v,
                    _ => {
                        return Err(
                            self.op_err_here("expected named operation to have at least 1 result")
                        )
                    }
                }
                self.bump();
            }
            self.op_state.results.push(ResultGroup {
                loc: t.start,
                len: t.end - t.start,
                count,
            });
            expected = expected.saturating_add(count);
            if !self.consume_if(TokenKind::Comma) {
                break;
            }
        }
        self.op_expect(TokenKind::Equal, "expected '=' after SSA name")?;
        Ok(expected)
    }

    /// Appends `op` to `block` and binds its results to the names on the result stack.
    #[inline(never)]
    fn bind_results(
        &mut self,
        block: Block,
        op: Op,
        start: u32,
        mark: usize,
        expected: u64,
    ) -> PResult<()> {
        self.ctx.ir.append_op(block, op);
        let end = self.op_state.results.len();
        if end > mark {
            let n = self.ctx.ir.num_results(op);
            if n == 0 {
                return Err(self.op_err_at(start, "cannot name an operation with no results"));
            }
            if expected != n as u64 {
                let msg =
                    format!("operation defines {n} results but was provided {expected} to bind");
                return Err(self.op_err_at(start, &msg));
            }
            let mut i = 0usize;
            for g in mark..end {
                let g = self.op_state.results[g];
                for sub in 0..g.count {
                    let v = self.ctx.ir.result(op, i);
                    i += 1;
                    let u = UnresolvedOperand {
                        loc: g.loc,
                        name_len: g.len,
                        number: sub as u32,
                    };
                    self.add_definition(u, v)?;
                }
            }
        }
        Ok(())
    }

    /// The name of a generic operation (current token, a string), interned and looked up.
    fn generic_op_name(&mut self) -> PResult<(Symbol, Option<u32>)> {
        let sp = self.spelling();
        if let Some(&c) = self.op_state.generic_names.get(&Name(sp)) {
            return Ok(c);
        }
        let bytes = if sp.contains(&b'\\') {
            unescape_string(sp)
        } else {
            sp.get(1..sp.len().saturating_sub(1))
                .unwrap_or(&[])
                .to_vec()
        };
        if bytes.is_empty() {
            return Err(self.op_err_here("empty operation name is invalid"));
        }
        if bytes.contains(&0) {
            return Err(self.op_err_here("null character not allowed in operation name"));
        }
        let sym = self.ctx.symbol(&bytes_to_symbol_text(&bytes));
        let info = self.ctx.registry.lookup(sym);
        self.op_state.generic_names.insert(Name(sp), (sym, info));
        Ok((sym, info))
    }

    fn dialect_registered(&self, name: &str) -> bool {
        let ns = name.split('.').next().unwrap_or(name);
        self.ctx
            .lookup_symbol(ns)
            .and_then(|s| self.ctx.registry.dialect(s))
            .is_some()
    }

    fn parse_generic_operation(&mut self) -> PResult<Op> {
        let omark = self.op_state.operands.len();
        let r = match self.parse_generic_head() {
            Ok((name, info, loc, name_off)) => {
                self.parse_generic_rest(name, info, loc, name_off, omark)
            }
            Err(e) => Err(e),
        };
        self.op_state.operands.truncate(omark);
        r
    }

    /// Name, registration, location and operand list of a generic op.
    #[inline(never)]
    fn parse_generic_head(&mut self) -> PResult<(Symbol, Option<u32>, Location, u32)> {
        let name_tok = self.tok;
        let (name, info) = self.generic_op_name()?;
        self.bump();
        if info.is_none()
            && !self.ctx.allow_unregistered
            && !self.dialect_registered(self.ctx.str(name))
        {
            return Err(self.op_err_here(UNREGISTERED_DIALECT));
        }
        let loc = self.loc_at(name_tok.start);
        self.op_expect(TokenKind::LParen, "expected '(' to start operand list")?;
        if self.at(TokenKind::PercentIdent) {
            loop {
                let u = self.parse_ssa_use(true)?;
                self.op_state.operands.push(u);
                if !self.consume_if(TokenKind::Comma) {
                    break;
                }
            }
        }
        self.op_expect(TokenKind::RParen, "expected ')' to end operand list")?;
        Ok((name, info, loc, name_tok.start))
    }

    /// Successors and properties of a generic op.
    #[inline(never)]
    fn parse_generic_successors_props(
        &mut self,
        info: Option<u32>,
        successors: &mut Vec<Block>,
    ) -> PResult<Option<Attribute>> {
        if self.at(TokenKind::LSquare) {
            if let Some(i) = info {
                if !self
                    .ctx
                    .registry
                    .op(i)
                    .traits
                    .contains(OpTraits::TERMINATOR)
                {
                    return Err(self.op_err_here("successors in non-terminator"));
                }
            }
            self.bump();
            if self.at(TokenKind::RSquare) {
                return Err(self.wrong_token_error("expected list element"));
            }
            loop {
                successors.push(self.parse_successor()?);
                if !self.consume_if(TokenKind::Comma) {
                    break;
                }
            }
            self.op_expect(TokenKind::RSquare, "expected ',' or ']'")?;
        }
        let mut props = None;
        if self.consume_if(TokenKind::Less) {
            props = Some(self.parse_attribute()?);
            self.op_expect(TokenKind::Greater, "expected '>' to close properties")?;
        }
        Ok(props)
    }

    fn parse_generic_rest(
        &mut self,
        name: Symbol,
        info: Option<u32>,
        loc: Location,
        name_off: u32,
        omark: usize,
    ) -> PResult<Op> {
        let mut successors = Vec::new();
        let props = self.parse_generic_successors_props(info, &mut successors)?;
        let mut regions = Vec::new();
        if self.consume_if(TokenKind::LParen) {
            loop {
                let r = self.ctx.ir.create_region();
                regions.push(r);
                self.parse_region(r, &[], false)?;
                if !self.consume_if(TokenKind::Comma) {
                    break;
                }
            }
            self.op_expect(TokenKind::RParen, "expected ')' to end region list")?;
        }
        let parts = GenericParts {
            name,
            loc,
            name_off,
            omark,
            props,
        };
        self.finish_generic_op(parts, &successors, &regions)
    }

    /// Attributes, type, operand resolution, creation, location and properties of a
    /// generic op.
    #[inline(never)]
    fn finish_generic_op(
        &mut self,
        g: GenericParts,
        successors: &[Block],
        regions: &[Region],
    ) -> PResult<Op> {
        let GenericParts {
            name,
            loc,
            name_off,
            omark,
            props,
        } = g;
        let attrs = if self.at(TokenKind::LBrace) {
            self.parse_attribute_dict()?
        } else {
            self.ctx.common.empty_dict
        };
        self.op_expect(TokenKind::Colon, "expected ':' followed by operation type")?;
        let type_loc = self.tok.start;
        let fty = self.parse_op_function_type()?;
        let mut types = std::mem::take(&mut self.op_state.types);
        types.clear();
        let n_in = match self.ctx.type_kind(fty) {
            TypeKind::Function { inputs, results } => {
                types.extend_from_slice(inputs);
                types.extend_from_slice(results);
                inputs.len()
            }
            _ => return Err(self.op_err_at(type_loc, "expected function type")),
        };
        let n_ops = self.op_state.operands.len() - omark;
        if n_in != n_ops {
            let plural = if n_ops == 1 { "\0" } else { "s" };
            let msg = format!("expected {n_ops} operand type{plural} but had {n_in}");
            return Err(self.op_err_at(type_loc, &msg));
        }
        let mut st = match self.op_state.state.take() {
            Some(st) => st,
            None => Box::new(OperationState::new(self.ctx, name, loc)),
        };
        st.name = name;
        st.loc = loc;
        st.attrs = attrs;
        st.props = Properties::None;
        for (i, &ty) in types.iter().take(n_in).enumerate() {
            let u = self.op_state.operands[omark + i];
            let v = self.resolve_ssa_use(u, ty)?;
            st.operands.push(v);
        }
        st.result_types.extend_from_slice(&types[n_in..]);
        st.successors.extend_from_slice(successors);
        st.regions.extend_from_slice(regions);
        self.op_state.types = types;
        // (mlir-opt skips the check when the op also has a `<{...}>` properties dictionary)
        if attrs != self.ctx.common.empty_dict && props.is_none() {
            self.check_inherent_attrs(name, attrs, name_off)?;
        }
        let op = self.ctx.create_op_reusing(&mut st);
        self.op_state.state = Some(st);
        self.parse_op_trailing_location(op)?;
        self.apply_properties(op, props, name_off)?;
        Ok(op)
    }

    /// MLIR's `verifyInherentAttrs` on a generic op's attribute dictionary:
    /// `'d.op' op attribute 'x' failed to satisfy constraint: ...` at the op.
    #[inline(never)]
    fn check_inherent_attrs(&self, name: Symbol, attrs: Attribute, off: u32) -> PResult<()> {
        let Some(info) = self.ctx.registry.lookup(name) else {
            return Ok(());
        };
        let entries = self.ctx.dict_entries(attrs);
        self.ctx
            .registry
            .op(info)
            .check_inherent_attrs(self.ctx, entries)
            .map_err(|msg| self.op_err_at(off, &format!("'{}' op {msg}", self.ctx.str(name))))
    }

    fn parse_op_trailing_location(&mut self, op: Op) -> PResult<()> {
        if self.at_keyword("loc") {
            if let Some(l) = self.parse_optional_trailing_location()? {
                self.note_location(l);
                self.ctx.ir.op_mut(op).loc = l;
            }
        }
        Ok(())
    }

    /// Stores an operation's properties: an unregistered op keeps the `<{..}>` attribute; a
    /// registered op with inherent attributes gets one slot per name, filled first from
    /// discardable attributes of the same name (which are removed) and then from the
    /// properties dictionary (unknown names are dropped, as mlir-opt does). Entries find
    /// their slots by symbol ([`OpInfo::property_symbols`]), once each.
    ///
    /// [`OpInfo::property_symbols`]: crate::ir::registry::OpInfo::property_symbols
    fn apply_properties(&mut self, op: Op, props: Option<Attribute>, off: u32) -> PResult<()> {
        let Some(info) = self.ctx.ir.op(op).info else {
            if let Some(p) = props {
                self.ctx.ir.op_mut(op).props = Properties::Dict(p);
            }
            return Ok(());
        };
        let ctx = &*self.ctx;
        let def = ctx.registry.op(info);
        let n_slots = def.property_symbols.len();
        if n_slots == 0 {
            if let Some(p) = props {
                let msg = format!(
                    "invalid properties {} for op {}: this operation does not support properties",
                    self.attr_to_string(p),
                    self.ctx.str(self.ctx.ir.op(op).name)
                );
                return Err(self.op_err_at(off, &msg));
            }
            return Ok(());
        }
        let attrs = ctx.ir.op(op).attrs;
        let entries = ctx.dict_entries(attrs);
        let moved = entries.iter().any(|&(n, _)| def.slot_of(n).is_some());
        let mut slots: Vec<Option<Attribute>> =
            match std::mem::take(&mut self.ctx.ir.op_mut(op).props) {
                Properties::Slots(s) if s.len() == n_slots => s.into_vec(),
                _ => vec![None; n_slots],
            };
        if moved {
            let ctx = &*self.ctx;
            let def = ctx.registry.op(info);
            let entries = ctx.dict_entries(attrs);
            let mut keep = Vec::with_capacity(entries.len());
            for &(n, a) in entries {
                match def.slot_of(n) {
                    // a segment-size array of the wrong kind or length is dropped (MLIR's
                    // `setInherentAttr` ignores it; the sizes then default to zeros)
                    Some(_) if !segment_sizes_fit(ctx, def, n, a) => {}
                    Some(i) => slots[i] = Some(a),
                    None => keep.push((n, a)),
                }
            }
            let d = self.ctx.dictionary_attr(keep);
            self.ctx.ir.op_mut(op).attrs = d;
        }
        if let Some(p) = props {
            let def = self.ctx.registry.op(info);
            match self.ctx.attr_kind(p) {
                AttrKind::Dictionary(entries) => {
                    // MLIR's property conversion, in declaration order: an attribute of
                    // another kind than the property's storage is rejected
                    let checks = def
                        .inherent_attr_checks
                        .iter()
                        .zip(&def.inherent_attr_symbols);
                    for (c, &name) in checks {
                        let Some(storage) = c.storage else {
                            continue;
                        };
                        let found = entries.iter().find(|(n, _)| *n == name);
                        if let Some(&(_, a)) = found {
                            if !storage(self.ctx, a) {
                                let msg = format!(
                                    "invalid properties {} for op {}: Invalid attribute `{}` in property conversion: {}",
                                    self.attr_to_string(p),
                                    self.ctx.str(self.ctx.ir.op(op).name),
                                    c.name,
                                    self.attr_to_string(a)
                                );
                                return Err(self.op_err_at(off, &msg));
                            }
                        }
                    }
                    // the segment sizes, stored as `int32_t` arrays of the group count
                    let (operand_groups, result_groups) = def.segment_groups;
                    let (operand_key, result_key) = def.segment_symbols;
                    for (key, groups) in
                        [(operand_key, operand_groups), (result_key, result_groups)]
                    {
                        let (Some(key), Some(groups)) = (key, groups) else {
                            continue;
                        };
                        let found = entries.iter().find(|(n, _)| *n == key);
                        let Some(&(_, a)) = found else {
                            continue;
                        };
                        let problem = match self.ctx.attr_kind(a) {
                            AttrKind::DenseArray { elem, len, .. }
                                if matches!(
                                    self.ctx.type_kind(*elem),
                                    TypeKind::Integer {
                                        width: 32,
                                        signedness: Signedness::Signless
                                    }
                                ) =>
                            {
                                (*len != groups).then(|| {
                                    format!(
                                        "size mismatch in attribute conversion: {len} vs {groups}"
                                    )
                                })
                            }
                            _ => Some("expected DenseI32ArrayAttr for key `value`".to_string()),
                        };
                        if let Some(problem) = problem {
                            let msg = format!(
                                "invalid properties {} for op {}: {problem}",
                                self.attr_to_string(p),
                                self.ctx.str(self.ctx.ir.op(op).name),
                            );
                            return Err(self.op_err_at(off, &msg));
                        }
                    }
                    for &(n, a) in entries.iter() {
                        if let Some(i) = def.slot_of(n) {
                            slots[i] = Some(a);
                        }
                    }
                }
                _ => {
                    let msg = format!(
                        "invalid properties {} for op {}: expected DictionaryAttr to set properties",
                        self.attr_to_string(p),
                        self.ctx.str(self.ctx.ir.op(op).name)
                    );
                    return Err(self.op_err_at(off, &msg));
                }
            }
        }
        default_segment_sizes(self.ctx, info, &mut slots);
        self.ctx.ir.op_mut(op).props = Properties::Slots(slots.into_boxed_slice());
        Ok(())
    }

    /// Resolves a custom-form op name (current token) against the default dialect.
    fn custom_op_name(&mut self, name_off: u32) -> PResult<(Symbol, u32)> {
        let orig = self.spelling();
        let default = self
            .op_state
            .default_dialects
            .last()
            .copied()
            .unwrap_or_else(|| self.ctx.symbol("builtin"));
        if let Some(&c) = self.op_state.custom_names.get(&(default, Name(orig))) {
            return Ok(c);
        }
        let orig_s = lossy(orig).into_owned();
        let (full, ns) = if orig_s.contains('.') {
            let ns = orig_s.split('.').next().unwrap_or("").to_string();
            (orig_s.clone(), ns)
        } else {
            let d = self.ctx.str(default).to_string();
            (format!("{d}.{orig_s}"), d)
        };
        let sym = self.ctx.symbol(&full);
        if let Some(i) = self.ctx.registry.lookup(sym) {
            self.op_state
                .custom_names
                .insert((default, Name(orig)), (sym, i));
            return Ok((sym, i));
        }
        let tried = if full != orig_s {
            format!(" (tried '{full}' as well)")
        } else {
            String::new()
        };
        if !self.dialect_registered(&full) || ns.is_empty() {
            let mut list: Vec<&str> = self
                .ctx
                .registry
                .dialects
                .iter()
                .map(|d| self.ctx.str(d.namespace))
                .collect();
            list.sort_unstable();
            let msg = format!("Dialect `{ns}' not found for custom op '{orig_s}' {tried}");
            let note = format!("Available dialects: {}{DIALECT_FAQ}", list.join(", "));
            return Err(self
                .op_err_at(name_off, &msg)
                .with_note(self.dloc(name_off), note));
        }
        let msg = format!("custom op '{orig_s}' is unknown{tried}");
        Err(self.op_err_at(name_off, &msg))
    }

    fn parse_custom_operation(&mut self, results_mark: usize) -> PResult<Op> {
        let name_off = self.tok.start;
        let (sym, info) = self.custom_op_name(name_off)?;
        self.bump();
        let Some(parse) = self.ctx.registry.op(info).parse else {
            let msg = format!(
                "custom op '{}' has no custom assembly form",
                self.ctx.str(sym)
            );
            return Err(self.op_err_at(name_off, &msg));
        };
        let loc = self.loc_at(name_off);
        // the state's buffers are reused from op to op (ops nested in this one's regions
        // allocate their own while this one holds it)
        let mut st = match self.op_state.state.take() {
            Some(mut st) => {
                st.name = sym;
                st.loc = loc;
                st.attrs = self.ctx.common.empty_dict;
                st
            }
            None => Box::new(OperationState::new(self.ctx, sym, loc)),
        };
        // every property slot at once, as the ODS builders make them (set one by one, the
        // slots were reallocated per attribute)
        let n_slots = self.ctx.registry.op(info).property_names.len();
        st.props = if n_slots == 0 {
            Properties::None
        } else {
            Properties::Slots(vec![None; n_slots].into_boxed_slice())
        };
        let dd = match self.ctx.registry.default_dialect(info) {
            Some(d) => d,
            None => self.op_state.no_dialect(self.ctx),
        };
        self.op_state.default_dialects.push(dd);
        let results_end = self.op_state.results.len();
        let r = {
            let mut ap = OpAsmParser {
                p: self,
                op_name: sym,
                name_loc: name_off,
                info: Some(info),
                results: (results_mark, results_end),
                dialect_symbol: false,
            };
            parse(&mut ap, &mut st)
        };
        self.op_state.default_dialects.pop();
        r?;
        let props = match std::mem::take(&mut st.props) {
            Properties::Dict(a) => Some(a),
            other => {
                st.props = other;
                None
            }
        };
        let op = self.ctx.create_op_reusing(&mut st);
        self.op_state.state = Some(st);
        self.parse_op_trailing_location(op)?;
        self.apply_properties(op, props, name_off)?;
        Ok(op)
    }

    // --------------------------------------------------------------------------------------
    // Top level
    // --------------------------------------------------------------------------------------

    /// Parses the whole buffer into a new detached block and checks forward references.
    pub fn parse_top_level(&mut self) -> PResult<Block> {
        let top = self.ctx.ir.create_block();
        let builtin = self.ctx.symbol("builtin");
        self.op_state.default_dialects.push(builtin);
        self.push_name_scope(false);
        // about one operation (SSA name, location) per 80 bytes of generic-form text: avoids
        // regrowing big tables; reserved but untouched memory costs no resident pages
        let guess = (self.lex.source().len() / 80).min(1 << 22);
        self.cur_scope().values.reserve(guess);
        self.ctx.ir.reserve(guess, guess);
        self.ctx.reserve_attrs(guess);
        loop {
            match self.tok.kind {
                TokenKind::Eof => break,
                TokenKind::Error => return Err(self.error_here("")),
                TokenKind::HashIdent => self.parse_attribute_alias_def()?,
                TokenKind::ExclamationIdent => self.parse_type_alias_def()?,
                TokenKind::FileMetadataBegin => self.parse_file_metadata()?,
                _ => self.parse_operation(top)?,
            }
        }
        if let Some(&loc) = self.op_state.forward_values.values().min() {
            return Err(self.error_at(loc, "use of undeclared SSA value name"));
        }
        if self.op_state.deferred_locs {
            self.resolve_deferred_locs(top)?;
        }
        self.pop_name_scope()?;
        Ok(top)
    }

    /// Replaces the deferred `loc(#alias)` locations of operations and block arguments, in
    /// the order mlir-opt checks them (post-order walk).
    fn resolve_deferred_locs(&mut self, top: Block) -> PResult<()> {
        enum Item {
            Enter(Op),
            Exit(Op),
        }
        let mut stack: Vec<Item> = Vec::new();
        stack.extend(self.ctx.ir.block_ops(top).map(Item::Enter));
        stack.reverse();
        let mut blocks: Vec<Block> = Vec::new();
        while let Some(item) = stack.pop() {
            match item {
                Item::Enter(op) => {
                    stack.push(Item::Exit(op));
                    let start = stack.len();
                    let ir = &self.ctx.ir;
                    for &r in ir.op(op).regions.iter() {
                        for b in ir.region_blocks(r) {
                            stack.extend(ir.block_ops(b).map(Item::Enter));
                        }
                    }
                    stack[start..].reverse();
                }
                Item::Exit(op) => {
                    let l = self.ctx.ir.op(op).loc;
                    let l = self.resolve_deferred_location(l)?;
                    self.ctx.ir.op_mut(op).loc = l;
                    blocks.clear();
                    for &r in self.ctx.ir.op(op).regions.iter() {
                        blocks.extend(self.ctx.ir.region_blocks(r));
                    }
                    for &b in &blocks {
                        for i in 0..self.ctx.ir.block_args(b).len() {
                            let v = self.ctx.ir.block_args(b)[i];
                            let l = self.ctx.ir.value(v).loc;
                            let l = self.resolve_deferred_location(l)?;
                            self.ctx.ir.set_value_loc(v, l);
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// Wraps the parsed top-level block as [`parse_source`] describes.
    pub fn build_container(&mut self, top: Block, implicit_module: bool) -> PResult<Op> {
        let module = self.ctx.symbol("builtin.module");
        let n = self.ctx.ir.block_ops(top).count();
        let first = self.ctx.ir.first_op(top);
        if implicit_module {
            if let (1, Some(op)) = (n, first) {
                if self.ctx.ir.op(op).name == module {
                    self.ctx.ir.detach_op(op);
                    return Ok(op);
                }
            }
            let file = self.file;
            let loc = implicit_module_location(self.ctx, file, self.first_line);
            let region = self.ctx.ir.create_region();
            self.ctx.ir.append_block(region, top);
            let mut st = OperationState::new(self.ctx, module, loc);
            st.regions.push(region);
            if let Some(i) = self.ctx.registry.lookup(module) {
                let k = self.ctx.registry.op(i).property_names.len();
                if k > 0 {
                    st.props = Properties::Slots(vec![None; k].into_boxed_slice());
                }
            }
            return Ok(self.ctx.create_op(st));
        }
        match (n, first) {
            (1, Some(op)) => {
                self.ctx.ir.detach_op(op);
                Ok(op)
            }
            _ => {
                let file = self.file;
                let loc = self.ctx.file_line_col(file, 0, 0);
                Err(Diagnostic::error(
                    DiagLoc::Loc(loc),
                    format!("source must contain a single top-level operation, found: {n}"),
                ))
            }
        }
    }

    fn parse_attribute_alias_def(&mut self) -> PResult<()> {
        let name = self.spelling().get(1..).unwrap_or(&[]);
        if self.attr_aliases.contains_key(name) {
            let msg = format!("redefinition of attribute alias id '{}'", lossy(name));
            return Err(self.op_err_here(&msg));
        }
        if name.contains(&b'.') {
            return Err(self
                .op_err_here("attribute names with a '.' are reserved for dialect-defined names"));
        }
        self.bump();
        self.op_expect(
            TokenKind::Equal,
            "expected '=' in attribute alias definition",
        )?;
        let attr = self.parse_attribute()?;
        self.attr_aliases.insert(name.into(), attr);
        Ok(())
    }

    fn parse_type_alias_def(&mut self) -> PResult<()> {
        let name = self.spelling().get(1..).unwrap_or(&[]);
        if self.type_aliases.contains_key(name) {
            let msg = format!("redefinition of type alias id '{}'", lossy(name));
            return Err(self.op_err_here(&msg));
        }
        if name.contains(&b'.') {
            return Err(
                self.op_err_here("type names with a '.' are reserved for dialect-defined names")
            );
        }
        self.bump();
        self.op_expect(TokenKind::Equal, "expected '=' in type alias definition")?;
        let ty = self.parse_type()?;
        self.type_aliases.insert(name.into(), ty);
        Ok(())
    }

    /// `elem (, elem)* end` or just `end` (when `allow_empty`), as MLIR's
    /// `parseCommaSeparatedListUntil`.
    fn op_list_until(
        &mut self,
        end: TokenKind,
        end_text: &str,
        allow_empty: bool,
        mut f: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        if self.at(end) {
            if !allow_empty {
                return Err(self.wrong_token_error("expected list element"));
            }
            self.bump();
            return Ok(());
        }
        loop {
            f(self)?;
            if !self.consume_if(TokenKind::Comma) {
                break;
            }
        }
        if self.consume_if(end) {
            return Ok(());
        }
        self.op_expect(end, &format!("expected ',' or '{end_text}'"))
    }

    /// `{-# key: value, ... #-}`.
    fn parse_file_metadata(&mut self) -> PResult<()> {
        self.bump();
        self.op_list_until(TokenKind::FileMetadataEnd, "#-}", true, |p| {
            let key_loc = p.tok.start;
            if !p.at(TokenKind::BareIdent) {
                return Err(p.op_err_here("expected identifier key in file metadata dictionary"));
            }
            let key = p.spelling();
            p.bump();
            p.op_expect(TokenKind::Colon, "expected ':'")?;
            match key {
                b"dialect_resources" => p.parse_resource_groups(false),
                b"external_resources" => p.parse_resource_groups(true),
                _ => {
                    let msg = format!("unknown key '{}' in file metadata dictionary", lossy(key));
                    Err(p.op_err_at(key_loc, &msg))
                }
            }
        })
    }

    /// `{ group: { key: value, ... }, ... }` of `dialect_resources` or `external_resources`.
    fn parse_resource_groups(&mut self, external: bool) -> PResult<()> {
        self.op_expect(TokenKind::LBrace, "expected '{'")?;
        self.op_list_until(TokenKind::RBrace, "}", true, |p| {
            let name_loc = p.tok.start;
            if !p.at(TokenKind::BareIdent) {
                return Err(p.op_err_here("expected identifier key for 'resource' entry"));
            }
            let name = lossy(p.spelling()).into_owned();
            p.bump();
            let group = p.ctx.symbol(&name);
            if !external && p.ctx.registry.dialect(group).is_none() {
                let msg = format!("dialect '{name}' is unknown");
                return Err(p.op_err_at(name_loc, &msg));
            }
            p.op_expect(TokenKind::Colon, "expected ':'")?;
            p.op_expect(TokenKind::LBrace, "expected '{'")?;
            if !external && name != "builtin" {
                let msg = format!("unexpected 'resource' section for dialect '{name}'");
                return Err(p.op_err_here(&msg));
            }
            p.op_list_until(TokenKind::RBrace, "}", true, |p| {
                p.parse_resource_entry(group, external)
            })
        })
    }

    fn parse_resource_entry(&mut self, group: Symbol, external: bool) -> PResult<()> {
        let key: Vec<u8> = match self.tok.kind {
            TokenKind::BareIdent => self.spelling().to_vec(),
            TokenKind::String => unescape_string(self.spelling()),
            _ if external => {
                return Err(
                    self.op_err_here("expected identifier key for 'external_resources' entry")
                )
            }
            _ => return Err(self.op_err_here("expected identifier key for 'resource' entry")),
        };
        self.bump();
        self.op_expect(TokenKind::Colon, "expected ':'")?;
        let vt = self.tok;
        if vt.kind == TokenKind::Error {
            return Err(self.error_here(""));
        }
        let sp = self.spelling();
        self.bump();
        let key_text = lossy(&key).into_owned();
        let key_sym = self.ctx.symbol(&bytes_to_symbol_text(&key));
        let is_bool = vt.kind == TokenKind::BareIdent && (sp == b"true" || sp == b"false");
        if external && is_bool {
            self.ctx.external_resources.push(ExternalResource {
                group,
                key: key_sym,
                value: ExternalResourceValue::Bool(sp == b"true"),
            });
            return Ok(());
        }
        if external && !sp.starts_with(b"\"0x") {
            if vt.kind != TokenKind::String {
                let msg = format!("expected string value for key '{key_text}'");
                return Err(self.op_err_at(vt.start, &msg));
            }
            self.ctx.external_resources.push(ExternalResource {
                group,
                key: key_sym,
                value: ExternalResourceValue::String(unescape_string(sp).into_boxed_slice()),
            });
            return Ok(());
        }
        let blob = if vt.kind == TokenKind::String {
            hex_string_value(sp)
        } else {
            None
        };
        let Some(blob) = blob else {
            let msg = format!("expected hex string blob for key '{key_text}'");
            return Err(self.op_err_at(vt.start, &msg));
        };
        let Some(align) = blob.get(..4) else {
            let msg = format!(
                "expected hex string blob for key '{key_text}' to encode alignment in first 4 bytes"
            );
            return Err(self.op_err_at(vt.start, &msg));
        };
        let align = u32::from_le_bytes([align[0], align[1], align[2], align[3]]);
        if align != 0 && !align.is_power_of_two() {
            let msg = format!(
                "expected hex string blob for key '{key_text}' to encode alignment in first 4 bytes, but got non-power-of-2 value: {align}"
            );
            return Err(self.op_err_at(vt.start, &msg));
        }
        let value = upper_hex(&blob);
        if external {
            self.ctx.external_resources.push(ExternalResource {
                group,
                key: key_sym,
                value: ExternalResourceValue::Blob(value.into_boxed_str()),
            });
            return Ok(());
        }
        let existing = self
            .ctx
            .resources
            .iter_mut()
            .find(|r| r.dialect == group && r.key == key_sym);
        match existing {
            Some(r) => r.value = value.into_boxed_str(),
            None => self.ctx.resources.push(Resource {
                dialect: group,
                key: key_sym,
                value: value.into_boxed_str(),
            }),
        }
        Ok(())
    }
}

// ------------------------------------------------------------------------------------------
// OpAsmParser
// ------------------------------------------------------------------------------------------

macro_rules! punct {
    ($( $parse:ident, $opt:ident, $kind:ident, $text:literal; )*) => {
        $(
            #[doc = concat!("Parses `", $text, "` (error `expected '", $text, "'`).")]
            pub fn $parse(&mut self) -> PResult<()> {
                self.p.op_expect(TokenKind::$kind, concat!("expected '", $text, "'"))
            }
            #[doc = concat!("Consumes `", $text, "` if present.")]
            pub fn $opt(&mut self) -> bool {
                self.p.consume_if(TokenKind::$kind)
            }
        )*
    };
}

/// True for the spelling of MLIR's integer-type token: `[su]?i[0-9]+`.
fn is_int_type_spelling(s: &[u8]) -> bool {
    let rest = match s {
        [b's' | b'u', b'i', rest @ ..] | [b'i', rest @ ..] => rest,
        _ => return false,
    };
    !rest.is_empty() && rest.iter().all(u8::is_ascii_digit)
}

impl<'p, 'a> OpAsmParser<'p, 'a> {
    /// An `OpAsmParser` for op `op_name` whose name token starts at `name_loc` (for tests
    /// and hand-written drivers; the parser creates them for custom-form ops).
    pub fn new(p: &'p mut Parser<'a>, op_name: Symbol, name_loc: u32) -> Self {
        let info = p.ctx.registry.lookup(op_name);
        let n = p.op_state.results.len();
        OpAsmParser {
            p,
            op_name,
            name_loc,
            info,
            results: (n, n),
            dialect_symbol: false,
        }
    }

    /// The parser handed to a dialect type or attribute parser
    /// ([`crate::ir::registry::DialectAsmParser`]): `name` is the symbol's full name
    /// (`test.shape`), `name_loc` where its mnemonic starts. Errors are reported without the
    /// `custom op` prefix, as MLIR's dialect parsers report them.
    pub fn for_dialect_symbol(p: &'p mut Parser<'a>, name: Symbol, name_loc: u32) -> Self {
        let n = p.op_state.results.len();
        OpAsmParser {
            p,
            op_name: name,
            name_loc,
            info: None,
            results: (n, n),
            dialect_symbol: true,
        }
    }

    /// The context.
    pub fn ctx(&mut self) -> &mut Context {
        self.p.ctx
    }

    /// A cleared binding table from the parser's pool (see [`Self::recycle_parsed`]).
    pub(crate) fn take_parsed(&mut self) -> Box<crate::ods::asm::Parsed> {
        self.p.op_state.parsed_pool.pop().unwrap_or_default()
    }
    /// Returns a binding table to the pool.
    pub(crate) fn recycle_parsed(&mut self, b: Box<crate::ods::asm::Parsed>) {
        self.p.op_state.parsed_pool.push(b);
    }

    // ----------------------------------------------------------------------------------
    // Locations and errors
    // ----------------------------------------------------------------------------------

    /// Byte offset of the op name token.
    pub fn name_loc(&self) -> u32 {
        self.name_loc
    }
    /// The registry id of the op being parsed, when registered.
    pub fn info(&self) -> Option<u32> {
        self.info
    }
    /// Byte offset of the current token.
    pub fn current_location(&self) -> u32 {
        self.p.tok.start
    }
    /// The `loc("file":line:col)` of a byte offset.
    pub fn encode_location(&mut self, offset: u32) -> Location {
        self.p.loc_at(offset)
    }
    /// An error at `offset`, prefixed `custom op 'name' ` as MLIR's custom-op errors are
    /// (without the prefix in a dialect type or attribute parser).
    pub fn emit_error(&self, offset: u32, message: &str) -> Diagnostic {
        if self.dialect_symbol {
            return self.p.op_err_at(offset, message);
        }
        let name = self.p.ctx.str(self.op_name);
        self.p
            .op_err_at(offset, &format!("custom op '{name}' {message}"))
    }
    /// [`OpAsmParser::emit_error`] at the current token.
    pub fn emit_error_here(&self, message: &str) -> Diagnostic {
        self.emit_error(self.p.tok.start, message)
    }
    /// Number of results the op is bound to (`%a, %b:2 = ...` gives 3).
    pub fn num_results(&self) -> usize {
        let (s, e) = self.results;
        self.p.op_state.results[s..e]
            .iter()
            .map(|g| g.count as usize)
            .sum()
    }
    /// Result group `i`: its name (`%a`) and size.
    pub fn result_group(&self, i: usize) -> Option<(&'a [u8], u64)> {
        let (s, e) = self.results;
        let g = *self.p.op_state.results.get(s + i).filter(|_| s + i < e)?;
        let u = UnresolvedOperand {
            loc: g.loc,
            name_len: g.len,
            number: 0,
        };
        Some((self.p.ssa_name(u), g.count))
    }
    /// The source bytes of an operand's name (`%x`).
    pub fn ssa_name(&self, u: &UnresolvedOperand) -> &'a [u8] {
        self.p.ssa_name(*u)
    }

    // ----------------------------------------------------------------------------------
    // Punctuation
    // ----------------------------------------------------------------------------------

    punct! {
        parse_arrow, parse_optional_arrow, Arrow, "->";
        parse_colon, parse_optional_colon, Colon, ":";
        parse_comma, parse_optional_comma, Comma, ",";
        parse_equal, parse_optional_equal, Equal, "=";
        parse_less, parse_optional_less, Less, "<";
        parse_greater, parse_optional_greater, Greater, ">";
        parse_lparen, parse_optional_lparen, LParen, "(";
        parse_rparen, parse_optional_rparen, RParen, ")";
        parse_lsquare, parse_optional_lsquare, LSquare, "[";
        parse_rsquare, parse_optional_rsquare, RSquare, "]";
        parse_lbrace, parse_optional_lbrace, LBrace, "{";
        parse_rbrace, parse_optional_rbrace, RBrace, "}";
        parse_question, parse_optional_question, Question, "?";
        parse_star, parse_optional_star, Star, "*";
        parse_vertical_bar, parse_optional_vertical_bar, VerticalBar, "|";
        parse_ellipsis, parse_optional_ellipsis, Ellipsis, "...";
        parse_plus, parse_optional_plus, Plus, "+";
        parse_minus, parse_optional_minus, Minus, "-";
    }

    /// True when the current token has kind `k` (nothing consumed).
    pub fn at(&self, k: TokenKind) -> bool {
        self.p.at(k)
    }

    /// Parses a comma-separated list with `delim`; `context` is appended to the delimiter
    /// errors (e.g. `" in operand list"` gives `expected ')' in operand list`).
    pub fn parse_comma_separated_list(
        &mut self,
        delim: Delimiter,
        context: &str,
        mut f: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        use TokenKind as K;
        let (open, close, ot, ct, optional) = match delim {
            Delimiter::None => {
                f(self)?;
                while self.p.consume_if(K::Comma) {
                    f(self)?;
                }
                return Ok(());
            }
            Delimiter::Paren => (K::LParen, K::RParen, "(", ")", false),
            Delimiter::OptionalParen => (K::LParen, K::RParen, "(", ")", true),
            Delimiter::Square => (K::LSquare, K::RSquare, "[", "]", false),
            Delimiter::OptionalSquare => (K::LSquare, K::RSquare, "[", "]", true),
            Delimiter::LessGreater => (K::Less, K::Greater, "<", ">", false),
            Delimiter::OptionalLessGreater => (K::Less, K::Greater, "<", ">", true),
            Delimiter::Braces => (K::LBrace, K::RBrace, "{", "}", false),
            Delimiter::OptionalBraces => (K::LBrace, K::RBrace, "{", "}", true),
        };
        if optional && !self.p.at(open) {
            return Ok(());
        }
        // the messages are built only when needed
        if !self.p.consume_if(open) {
            return self.p.op_expect(open, &format!("expected '{ot}'{context}"));
        }
        if self.p.consume_if(close) {
            return Ok(());
        }
        f(self)?;
        while self.p.consume_if(K::Comma) {
            f(self)?;
        }
        if self.p.consume_if(close) {
            return Ok(());
        }
        self.p
            .op_expect(close, &format!("expected '{ct}'{context}"))
    }

    // ----------------------------------------------------------------------------------
    // Keywords, strings, numbers
    // ----------------------------------------------------------------------------------

    /// Consumes the keyword `kw` if present.
    pub fn parse_optional_keyword(&mut self, kw: &str) -> bool {
        self.p.consume_keyword(kw)
    }
    /// Parses the keyword `kw` (error `custom op 'x' expected 'kw'`).
    pub fn parse_keyword(&mut self, kw: &str) -> PResult<()> {
        self.parse_keyword_msg(kw, "")
    }
    /// Parses the keyword `kw`; `msg` is appended to the error.
    pub fn parse_keyword_msg(&mut self, kw: &str, msg: &str) -> PResult<()> {
        let loc = self.current_location();
        if self.p.consume_keyword(kw) {
            return Ok(());
        }
        Err(self.emit_error(loc, &format!("expected '{kw}'{msg}")))
    }
    /// Parses any keyword (bare identifier) and returns it.
    pub fn parse_optional_any_keyword(&mut self) -> Option<&'a str> {
        if !self.p.at(TokenKind::BareIdent) {
            return None;
        }
        let s = std::str::from_utf8(self.p.spelling()).ok()?;
        self.p.bump();
        Some(s)
    }
    /// Parses any keyword (error `expected valid keyword`).
    pub fn parse_any_keyword(&mut self) -> PResult<&'a str> {
        let loc = self.current_location();
        match self.parse_optional_any_keyword() {
            Some(s) => Ok(s),
            None => Err(self.emit_error(loc, "expected valid keyword")),
        }
    }
    /// Parses one of `allowed` if the current token is one of them.
    pub fn parse_optional_keyword_of(&mut self, allowed: &[&str]) -> Option<&'a str> {
        if !self.p.at(TokenKind::BareIdent) {
            return None;
        }
        let s = std::str::from_utf8(self.p.spelling()).ok()?;
        if !allowed.contains(&s) {
            return None;
        }
        self.p.bump();
        Some(s)
    }
    /// Parses a string literal's contents if present.
    pub fn parse_optional_string(&mut self) -> Option<Vec<u8>> {
        if !self.p.at(TokenKind::String) {
            return None;
        }
        let v = unescape_string(self.p.spelling());
        self.p.bump();
        Some(v)
    }
    /// Parses a string literal (error `expected string`).
    pub fn parse_string(&mut self) -> PResult<Vec<u8>> {
        let loc = self.current_location();
        match self.parse_optional_string() {
            Some(s) => Ok(s),
            None => Err(self.emit_error(loc, "expected string")),
        }
    }
    /// Parses a keyword or a string if present.
    pub fn parse_optional_keyword_or_string(&mut self) -> Option<Vec<u8>> {
        if let Some(k) = self.parse_optional_any_keyword() {
            return Some(k.as_bytes().to_vec());
        }
        self.parse_optional_string()
    }
    /// Parses a keyword or a string (error `expected valid keyword or string`).
    pub fn parse_keyword_or_string(&mut self) -> PResult<Vec<u8>> {
        let loc = self.current_location();
        match self.parse_optional_keyword_or_string() {
            Some(s) => Ok(s),
            None => Err(self.emit_error(loc, "expected valid keyword or string")),
        }
    }

    /// MLIR's `parseOptionalInteger(APInt&)`: `true`, `false`, or `-`? integer literal.
    fn parse_optional_wide_integer(&mut self) -> PResult<Option<i128>> {
        if self.p.consume_keyword("false") {
            return Ok(Some(0));
        }
        if self.p.consume_keyword("true") {
            return Ok(Some(1));
        }
        if !self.p.at(TokenKind::Integer) && !self.p.at(TokenKind::Minus) {
            return Ok(None);
        }
        let neg = self.p.consume_if(TokenKind::Minus);
        let t = self.p.tok;
        if !self.p.at(TokenKind::Integer) {
            return Err(self.p.wrong_token_error("expected integer value"));
        }
        let v = parse_u128_literal(self.p.spelling());
        self.p.bump();
        let too_large = || self.p.op_err_at(t.start, "integer value too large");
        let v = v.ok_or_else(too_large)?;
        let v = if neg {
            if v == 1u128 << 127 {
                i128::MIN
            } else {
                -(i128::try_from(v).map_err(|_| too_large())?)
            }
        } else {
            i128::try_from(v).map_err(|_| too_large())?
        };
        Ok(Some(v))
    }
    /// Parses an integer of type `T` if present (`integer value too large` when it does not
    /// fit).
    pub fn parse_optional_integer<T: TryFrom<i128>>(&mut self) -> PResult<Option<T>> {
        let loc = self.current_location();
        match self.parse_optional_wide_integer()? {
            None => Ok(None),
            Some(v) => T::try_from(v)
                .map(Some)
                .map_err(|_| self.emit_error(loc, "integer value too large")),
        }
    }
    /// Parses an integer of type `T` (error `expected integer value`).
    pub fn parse_integer<T: TryFrom<i128>>(&mut self) -> PResult<T> {
        let loc = self.current_location();
        match self.parse_optional_integer::<T>()? {
            Some(v) => Ok(v),
            None => Err(self.emit_error(loc, "expected integer value")),
        }
    }
    /// Parses a floating-point literal (optionally negative; an integer literal must be
    /// hexadecimal bits, as in MLIR).
    pub fn parse_float(&mut self) -> PResult<f64> {
        let neg = self.p.consume_if(TokenKind::Minus);
        let t = self.p.tok;
        let sp = self.p.spelling();
        let v = match t.kind {
            TokenKind::Float => std::str::from_utf8(sp)
                .ok()
                .and_then(|s| s.parse::<f64>().ok())
                .filter(|v| v.is_finite())
                .ok_or_else(|| self.emit_error(t.start, "floating point value too large"))?,
            TokenKind::Integer if sp.starts_with(b"0x") => {
                let bits = parse_u64_literal(sp).ok_or_else(|| {
                    self.emit_error(t.start, "hexadecimal float constant out of range for type")
                })?;
                f64::from_bits(bits)
            }
            TokenKind::Integer => {
                return Err(self
                    .emit_error(
                        t.start,
                        "unexpected decimal integer literal for a floating point value",
                    )
                    .with_note(
                        self.p.dloc(t.start),
                        "add a trailing dot to make the literal a float",
                    ))
            }
            _ => return Err(self.emit_error(t.start, "expected floating point literal")),
        };
        self.p.bump();
        Ok(if neg { -v } else { v })
    }

    // ----------------------------------------------------------------------------------
    // Types
    // ----------------------------------------------------------------------------------

    /// Parses a type.
    pub fn parse_type(&mut self) -> PResult<Type> {
        self.p.parse_type()
    }
    /// Parses a type if the current token can start one.
    pub fn parse_optional_type(&mut self) -> PResult<Option<Type>> {
        if !self.p.at_type_start() {
            return Ok(None);
        }
        self.p.parse_type().map(Some)
    }
    /// Parses `: type`.
    pub fn parse_colon_type(&mut self) -> PResult<Type> {
        self.parse_colon()?;
        self.p.parse_type()
    }
    /// Parses `type (, type)*`.
    pub fn parse_type_list(&mut self) -> PResult<Vec<Type>> {
        self.p.parse_type_list_no_parens()
    }
    /// Parses `: type (, type)*`.
    pub fn parse_colon_type_list(&mut self) -> PResult<Vec<Type>> {
        self.parse_colon()?;
        self.p.parse_type_list_no_parens()
    }
    /// Parses `: type (, type)*` if a `:` is present (empty otherwise).
    pub fn parse_optional_colon_type_list(&mut self) -> PResult<Vec<Type>> {
        if !self.p.consume_if(TokenKind::Colon) {
            return Ok(Vec::new());
        }
        self.p.parse_type_list_no_parens()
    }
    /// Parses `(types)` or a single non-function type (MLIR's function result types).
    pub fn parse_function_result_types(&mut self) -> PResult<Vec<Type>> {
        if !self.p.at(TokenKind::LParen) {
            return Ok(vec![self.p.parse_non_function_type()?]);
        }
        self.parse_type_list_parens()
    }
    /// Parses `( )` or `(type, ...)`.
    pub fn parse_type_list_parens(&mut self) -> PResult<Vec<Type>> {
        self.parse_lparen()?;
        if self.p.consume_if(TokenKind::RParen) {
            return Ok(Vec::new());
        }
        let v = self.p.parse_type_list_no_parens()?;
        self.parse_rparen()?;
        Ok(v)
    }
    /// Parses `-> types`.
    pub fn parse_arrow_type_list(&mut self) -> PResult<Vec<Type>> {
        self.parse_arrow()?;
        self.parse_function_result_types()
    }
    /// Parses `-> types` if an arrow is present (empty otherwise).
    pub fn parse_optional_arrow_type_list(&mut self) -> PResult<Vec<Type>> {
        if !self.p.consume_if(TokenKind::Arrow) {
            return Ok(Vec::new());
        }
        self.parse_function_result_types()
    }
    /// Parses a function type `(inputs) -> results` and returns its parts.
    pub fn parse_function_type(&mut self) -> PResult<(Vec<Type>, Vec<Type>)> {
        let loc = self.current_location();
        let ty = self.p.parse_type()?;
        match self.p.ctx.type_kind(ty) {
            TypeKind::Function { inputs, results } => Ok((inputs.to_vec(), results.to_vec())),
            _ => Err(self.emit_error(loc, "invalid kind of type specified")),
        }
    }

    // ----------------------------------------------------------------------------------
    // Attributes and properties
    // ----------------------------------------------------------------------------------

    /// Parses an attribute.
    pub fn parse_attribute(&mut self) -> PResult<Attribute> {
        self.p.parse_attribute()
    }
    /// Parses an attribute whose type is known (`42` means `42 : ty`).
    pub fn parse_attribute_of_type(&mut self, ty: Type) -> PResult<Attribute> {
        self.p.parse_attribute_with_type(Some(ty))
    }
    /// Parses a dense array of `elem` in its stripped form `[1, 2]`, or a full attribute
    /// written with `#` (MLIR's `parseCustomAttributeWithFallback` for `DenseArrayAttr`).
    pub fn parse_stripped_dense_array(&mut self, elem: Type) -> PResult<Attribute> {
        if self.p.at(TokenKind::HashIdent) {
            return self.p.parse_attribute_with_type(None);
        }
        self.p.parse_stripped_dense_array(elem)
    }
    /// Parses an inline affine map `(d0, ..)[s0, ..] -> (..)` (MLIR's `parseAffineMap`; an
    /// integer set there is `expected AffineMap, but got IntegerSet`).
    pub fn parse_affine_map(&mut self) -> PResult<crate::ir::affine::AffineMap> {
        self.p.parse_affine_map_body()
    }
    /// Parses an attribute if the current token can start one.
    pub fn parse_optional_attribute(&mut self) -> PResult<Option<Attribute>> {
        self.p.parse_optional_attribute()
    }
    /// Parses an attribute and adds it to `state`'s discardable attributes as `name`.
    pub fn parse_attribute_into(
        &mut self,
        name: &str,
        state: &mut OperationState,
    ) -> PResult<Attribute> {
        let a = self.p.parse_attribute()?;
        self.add_attribute(state, name, a);
        Ok(a)
    }
    /// Adds (or replaces) discardable attribute `name` of `state`.
    pub fn add_attribute(&mut self, state: &mut OperationState, name: &str, attr: Attribute) {
        let sym = self.p.ctx.symbol(name);
        let mut entries = self.p.ctx.dict_entries(state.attrs).to_vec();
        match entries.iter_mut().find(|e| e.0 == sym) {
            Some(e) => e.1 = attr,
            None => entries.push((sym, attr)),
        }
        state.attrs = self.p.ctx.dictionary_attr(entries);
    }
    fn merge_attr_dict(&mut self, state: &mut OperationState, dict: Attribute) {
        if state.attrs == self.p.ctx.common.empty_dict {
            state.attrs = dict;
            return;
        }
        let mut entries = self.p.ctx.dict_entries(state.attrs).to_vec();
        for &(n, a) in self.p.ctx.dict_entries(dict) {
            match entries.iter_mut().find(|e| e.0 == n) {
                Some(e) => e.1 = a,
                None => entries.push((n, a)),
            }
        }
        state.attrs = self.p.ctx.dictionary_attr(entries);
    }
    /// Parses `{attr-dict}` if present into `state`'s discardable attributes.
    pub fn parse_optional_attr_dict(&mut self, state: &mut OperationState) -> PResult<()> {
        if let Some(d) = self.p.parse_optional_attribute_dict()? {
            self.merge_attr_dict(state, d);
        }
        Ok(())
    }
    /// Parses `attributes {attr-dict}` if the keyword is present.
    pub fn parse_optional_attr_dict_with_keyword(
        &mut self,
        state: &mut OperationState,
    ) -> PResult<()> {
        if !self.p.consume_keyword("attributes") {
            return Ok(());
        }
        let d = self.p.parse_attribute_dict()?;
        self.merge_attr_dict(state, d);
        Ok(())
    }
    /// Parses `@name` if present; returns it as a string attribute.
    pub fn parse_optional_symbol_name(&mut self) -> PResult<Option<Attribute>> {
        if !self.p.at(TokenKind::AtIdent) {
            return Ok(None);
        }
        let sp = self.p.spelling();
        let body = sp.get(1..).unwrap_or(&[]);
        let bytes = if body.first() == Some(&b'"') {
            unescape_string(body)
        } else {
            body.to_vec()
        };
        self.p.bump();
        let a = self.p.ctx.intern_attr(AttrKind::String {
            value: bytes.into_boxed_slice(),
            ty: None,
        });
        Ok(Some(a))
    }
    /// Parses `@name` (error `expected valid '@'-identifier for symbol name`).
    pub fn parse_symbol_name(&mut self) -> PResult<Attribute> {
        let loc = self.current_location();
        match self.parse_optional_symbol_name()? {
            Some(a) => Ok(a),
            None => Err(self.emit_error(loc, "expected valid '@'-identifier for symbol name")),
        }
    }
    /// The property slots of `state` for this (registered) op, created empty on first use.
    /// Slot `i` holds inherent attribute `property_names[i]`.
    pub fn property_slots<'s>(&self, state: &'s mut OperationState) -> &'s mut [Option<Attribute>] {
        let n = self
            .info
            .map(|i| self.p.ctx.registry.op(i).property_names.len())
            .unwrap_or(0);
        if !matches!(&state.props, Properties::Slots(s) if s.len() == n) {
            state.props = Properties::Slots(vec![None; n].into_boxed_slice());
        }
        match &mut state.props {
            Properties::Slots(s) => s,
            _ => &mut [],
        }
    }
    /// Sets inherent attribute `name` of `state`; false when the op has no such property.
    ///
    /// The slot is found by name, for hand-written parsers shared by several op types (the
    /// function-like ops' `parse_function_op`); a parser written for one op type knows the
    /// slot and sets it with `ods::access::set_state_attr(ctx, state, &Op::VALUE_ATTR, ..)`.
    pub fn set_property(&self, state: &mut OperationState, name: &str, attr: Attribute) -> bool {
        let Some(i) = self.info else { return false };
        let Some(idx) = self
            .p
            .ctx
            .registry
            .op(i)
            .property_names
            .iter()
            .position(|n| *n == name)
        else {
            return false;
        };
        match self.property_slots(state).get_mut(idx) {
            Some(s) => {
                *s = Some(attr);
                true
            }
            None => false,
        }
    }
    /// Parses `<{...}>` properties written in a custom form (`prop-dict`), if present; the
    /// dictionary is distributed into the property slots when the op is created.
    pub fn parse_optional_prop_dict(&mut self, state: &mut OperationState) -> PResult<()> {
        if !self.p.consume_if(TokenKind::Less) {
            return Ok(());
        }
        let a = self.p.parse_attribute()?;
        self.p
            .op_expect(TokenKind::Greater, "expected '>' to close properties")?;
        state.props = Properties::Dict(a);
        Ok(())
    }
    /// Parses an optional `loc(...)` (a not-yet-defined `#alias` is resolved at the end of the
    /// file when the location ends up on an operation or block argument).
    pub fn parse_optional_location_specifier(&mut self) -> PResult<Option<Location>> {
        if !self.p.at_keyword("loc") {
            return Ok(None);
        }
        let l = self.p.parse_optional_trailing_location()?;
        if let Some(l) = l {
            self.p.note_location(l);
        }
        Ok(l)
    }

    // ----------------------------------------------------------------------------------
    // Operands
    // ----------------------------------------------------------------------------------

    /// Parses `%name` (or `%name#N` when `allow_result_number`).
    pub fn parse_operand(&mut self, allow_result_number: bool) -> PResult<UnresolvedOperand> {
        self.p.parse_ssa_use(allow_result_number)
    }
    /// Parses an operand if the current token is `%name`.
    pub fn parse_optional_operand(
        &mut self,
        allow_result_number: bool,
    ) -> PResult<Option<UnresolvedOperand>> {
        if !self.p.at(TokenKind::PercentIdent) {
            return Ok(None);
        }
        self.p.parse_ssa_use(allow_result_number).map(Some)
    }
    /// Parses a list of operands into `out`; `required` checks the count
    /// (`custom op 'x' expected N operands`).
    pub fn parse_operand_list(
        &mut self,
        out: &mut Vec<UnresolvedOperand>,
        delim: Delimiter,
        allow_result_number: bool,
        required: Option<usize>,
    ) -> PResult<()> {
        if delim == Delimiter::None && !self.p.at(TokenKind::PercentIdent) {
            if required.unwrap_or(0) == 0 {
                return Ok(());
            }
            if self.p.at(TokenKind::LParen) || self.p.at(TokenKind::LSquare) {
                return Err(self.p.op_err_here("unexpected delimiter"));
            }
            return Err(self.p.wrong_token_error("expected operand"));
        }
        let start_loc = self.current_location();
        let before = out.len();
        self.parse_comma_separated_list(delim, " in operand list", |ap| {
            let u = ap.p.parse_ssa_use(allow_result_number)?;
            out.push(u);
            Ok(())
        })?;
        if let Some(n) = required {
            if out.len() - before != n {
                return Err(self.emit_error(start_loc, &format!("expected {n} operands")));
            }
        }
        Ok(())
    }
    /// Parses `[e0, ...]` (`square`) or `(e0, ...)` of affine expressions over SSA ids
    /// (`%i + 1, symbol(%n)`): the map they form and its operands, dimensions then symbols
    /// (MLIR's `parseAffineMapOfSSAIds`).
    pub fn parse_affine_map_of_ssa_ids(
        &mut self,
        square: bool,
    ) -> PResult<(crate::ir::affine::AffineMap, Vec<UnresolvedOperand>)> {
        let (map, ops) = self.p.parse_affine_map_of_ssa_ids(square)?;
        Ok((map, ops.into_operands()))
    }
    /// Parses one affine expression over SSA ids: a one-result map and its operands
    /// (MLIR's `parseAffineExprOfSSAIds`).
    pub fn parse_affine_expr_of_ssa_ids(
        &mut self,
    ) -> PResult<(crate::ir::affine::AffineMap, Vec<UnresolvedOperand>)> {
        let (map, ops) = self.p.parse_affine_expr_of_ssa_ids()?;
        Ok((map, ops.into_operands()))
    }
    /// Resolves one operand against its type and appends the value to `out`.
    pub fn resolve_operand(
        &mut self,
        u: &UnresolvedOperand,
        ty: Type,
        out: &mut Vec<Value>,
    ) -> PResult<()> {
        let v = self.p.resolve_ssa_use(*u, ty)?;
        out.push(v);
        Ok(())
    }
    /// Resolves operands against types pairwise (`number of operands and types do not
    /// match` at `loc` otherwise).
    pub fn resolve_operands(
        &mut self,
        operands: &[UnresolvedOperand],
        types: &[Type],
        loc: u32,
        out: &mut Vec<Value>,
    ) -> PResult<()> {
        if operands.len() != types.len() {
            let msg = format!(
                "number of operands and types do not match: got {} operands and {} types",
                operands.len(),
                types.len()
            );
            return Err(self.emit_error(loc, &msg));
        }
        for (u, &t) in operands.iter().zip(types) {
            self.resolve_operand(u, t, out)?;
        }
        Ok(())
    }
    /// Resolves all operands against the same type.
    pub fn resolve_operands_same_type(
        &mut self,
        operands: &[UnresolvedOperand],
        ty: Type,
        out: &mut Vec<Value>,
    ) -> PResult<()> {
        for u in operands {
            self.resolve_operand(u, ty, out)?;
        }
        Ok(())
    }

    // ----------------------------------------------------------------------------------
    // Arguments, regions, successors
    // ----------------------------------------------------------------------------------

    /// Parses a region argument `%name [: type] [{attrs}] [loc(..)]`.
    pub fn parse_argument(&mut self, allow_type: bool, allow_attrs: bool) -> PResult<Argument> {
        let ssa = self.p.parse_ssa_use(false)?;
        let ty = if allow_type {
            Some(self.parse_colon_type()?)
        } else {
            None
        };
        let attrs = if allow_attrs {
            self.p.parse_optional_attribute_dict()?
        } else {
            None
        };
        let loc = self.parse_optional_location_specifier()?;
        Ok(Argument {
            ssa,
            ty,
            attrs,
            loc,
        })
    }
    /// Parses an argument if the current token is `%name`.
    pub fn parse_optional_argument(
        &mut self,
        allow_type: bool,
        allow_attrs: bool,
    ) -> PResult<Option<Argument>> {
        if !self.p.at(TokenKind::PercentIdent) {
            return Ok(None);
        }
        self.parse_argument(allow_type, allow_attrs).map(Some)
    }
    /// Parses a list of arguments into `out`.
    pub fn parse_argument_list(
        &mut self,
        out: &mut Vec<Argument>,
        delim: Delimiter,
        allow_type: bool,
        allow_attrs: bool,
    ) -> PResult<()> {
        if delim == Delimiter::None && !self.p.at(TokenKind::PercentIdent) {
            return Ok(());
        }
        self.parse_comma_separated_list(delim, " in argument list", |ap| {
            let a = ap.parse_argument(allow_type, allow_attrs)?;
            out.push(a);
            Ok(())
        })
    }
    /// Parses `{ ... }` into a new region whose entry block gets `args`;
    /// `enable_name_shadowing` gives the region a fresh SSA name table.
    pub fn parse_region(
        &mut self,
        args: &[Argument],
        enable_name_shadowing: bool,
    ) -> PResult<Region> {
        let r = self.p.ctx.ir.create_region();
        self.p.parse_region(r, args, enable_name_shadowing)?;
        Ok(r)
    }
    /// Parses a region if the current token is `{`.
    pub fn parse_optional_region(
        &mut self,
        args: &[Argument],
        enable_name_shadowing: bool,
    ) -> PResult<Option<Region>> {
        if !self.p.at(TokenKind::LBrace) {
            return Ok(None);
        }
        self.parse_region(args, enable_name_shadowing).map(Some)
    }
    /// Parses `{ ... }` into an existing empty region.
    pub fn parse_region_into(
        &mut self,
        region: Region,
        args: &[Argument],
        enable_name_shadowing: bool,
    ) -> PResult<()> {
        self.p.parse_region(region, args, enable_name_shadowing)
    }
    /// Appends an empty block to `region` if it has none (single-block ops without
    /// terminator do this after parsing an empty `{}`).
    pub fn ensure_block(&mut self, region: Region) {
        if self.p.ctx.ir.first_block(region).is_none() {
            let b = self.p.ctx.ir.create_block();
            self.p.ctx.ir.append_block(region, b);
        }
    }
    /// MLIR's `ensureTerminator` for `SingleBlockImplicitTerminator` ops: `region` gets a
    /// block if it has none, and when its last block does not end with a terminator (a
    /// registered op with the `Terminator` trait, whichever it is), an op `name` located at
    /// the op being parsed is appended to it and returned.
    pub fn ensure_terminator(&mut self, region: Region, name: &str) -> Option<Op> {
        self.ensure_terminator_with(region, name, |_, _| {})
    }
    /// [`OpAsmParser::ensure_terminator`], with `build` completing the terminator's state
    /// (e.g. giving it regions) before it is created.
    pub fn ensure_terminator_with(
        &mut self,
        region: Region,
        name: &str,
        build: impl FnOnce(&mut Context, &mut OperationState),
    ) -> Option<Op> {
        self.ensure_block(region);
        let block = self.p.ctx.ir.region_blocks(region).last()?;
        if let Some(last) = self.p.ctx.ir.last_op(block) {
            if self.p.ctx.op_traits(last).contains(OpTraits::TERMINATOR) {
                return None;
            }
        }
        // located only when needed: the op's name lies before its regions, so this query
        // goes back over the text just parsed
        let loc = self.encode_location(self.name_loc());
        let sym = self.p.ctx.symbol(name);
        let mut st = OperationState::new(self.p.ctx, sym, loc);
        build(self.p.ctx, &mut st);
        let op = self.p.ctx.create_op(st);
        self.p.ctx.ir.append_op(block, op);
        Some(op)
    }
    /// Parses a successor `^bb`.
    pub fn parse_successor(&mut self) -> PResult<Block> {
        self.p.parse_successor()
    }
    /// Parses a successor if the current token is `^bb`.
    pub fn parse_optional_successor(&mut self) -> PResult<Option<Block>> {
        if !self.p.at(TokenKind::CaretIdent) {
            return Ok(None);
        }
        self.p.parse_successor().map(Some)
    }
    /// Parses `^bb` then an optional `(%a, %b : t1, t2)`; the operands are resolved into
    /// `operands`.
    pub fn parse_successor_and_use_list(&mut self, operands: &mut Vec<Value>) -> PResult<Block> {
        let b = self.p.parse_successor()?;
        if !self.p.consume_if(TokenKind::LParen) {
            return Ok(b);
        }
        let mut uses = Vec::new();
        if self.p.at(TokenKind::PercentIdent) {
            loop {
                uses.push(self.p.parse_ssa_use(true)?);
                if !self.p.consume_if(TokenKind::Comma) {
                    break;
                }
            }
        }
        if !uses.is_empty() {
            self.p
                .op_expect(TokenKind::Colon, "expected ':' in operand list")?;
            let types = self.p.parse_type_list_no_parens()?;
            if types.len() != uses.len() {
                let msg = format!("expected {} types to match operand list", uses.len());
                return Err(self.p.op_err_here(&msg));
            }
            for (u, t) in uses.iter().zip(types) {
                let v = self.p.resolve_ssa_use(*u, t)?;
                operands.push(v);
            }
        }
        self.parse_rparen()?;
        Ok(b)
    }
}

/// Whether `a`, set under the name `n`, may fill `n`'s property slot: always, unless `n` is
/// `operandSegmentSizes` or `resultSegmentSizes` of an op with segment groups and `a` is not a
/// dense i32 array with one element per group.
fn segment_sizes_fit(ctx: &Context, def: &OpInfo, n: Symbol, a: Attribute) -> bool {
    let (operand_groups, result_groups) = def.segment_groups;
    let (operand_key, result_key) = def.segment_symbols;
    let groups = if Some(n) == operand_key {
        operand_groups
    } else if Some(n) == result_key {
        result_groups
    } else {
        return true;
    };
    let Some(groups) = groups else {
        return true;
    };
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { elem, len, .. } => {
            *len == groups
                && matches!(
                    ctx.type_kind(*elem),
                    TypeKind::Integer {
                        width: 32,
                        signedness: Signedness::Signless
                    }
                )
        }
        _ => false,
    }
}

/// Fills unset segment-size slots of a registered op with zeros, one per group: MLIR stores
/// the sizes as a zero-initialized array property, so an op parsed in generic form without
/// them has all segments empty (and prints `operandSegmentSizes = array<i32: 0, 0>`).
fn default_segment_sizes(ctx: &mut Context, info: u32, slots: &mut [Option<Attribute>]) {
    let def = ctx.registry.op(info);
    let (operand_groups, result_groups) = def.segment_groups;
    let (operand_key, result_key) = def.segment_symbols;
    for (key, groups) in [(operand_key, operand_groups), (result_key, result_groups)] {
        let (Some(key), Some(groups)) = (key, groups) else {
            continue;
        };
        let def = ctx.registry.op(info);
        let Some(i) = def.slot_of(key) else {
            continue;
        };
        if slots.get(i).is_some_and(|s| s.is_none()) {
            let zeros = vec![0i32; groups as usize];
            slots[i] = Some(ctx.dense_i32_array(&zeros));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::diagnostics::{render, SourceMgr};
    use crate::ir::ValueDef;

    /// Parses `src` as file `t.mlir`; the top-level op or the rendered diagnostic.
    fn run(src: &str, allow: bool, implicit: bool) -> (Context, Result<Op, String>) {
        let mut ctx = Context::new();
        ctx.allow_unregistered = allow;
        let mut sm = SourceMgr::default();
        let b = sm.add("t.mlir", src.as_bytes().to_vec(), 1);
        let r = parse_source(&mut ctx, src.as_bytes(), b, "t.mlir", 1, implicit);
        let r = r.map_err(|d| render(&ctx, &sm, &d));
        (ctx, r)
    }

    fn err(src: &str, allow: bool) -> String {
        match run(src, allow, true).1 {
            Ok(_) => "parsed".into(),
            Err(e) => e,
        }
    }

    /// Walks every op under `top` (iteratively) and checks no operand is a placeholder.
    fn all_ops(ctx: &Context, top: Op) -> Vec<Op> {
        let mut out = vec![];
        let mut stack = vec![top];
        while let Some(op) = stack.pop() {
            out.push(op);
            for i in 0..ctx.ir.num_operands(op) {
                let v = ctx.ir.operand(op, i);
                assert!(!matches!(ctx.ir.value(v).def, ValueDef::Placeholder));
            }
            for &r in ctx.ir.op(op).regions.iter() {
                for b in ctx.ir.region_blocks(r) {
                    stack.extend(ctx.ir.block_ops(b));
                }
            }
        }
        out
    }

    /// Error messages and positions, byte-for-byte as `mlir-opt` 22 prints them for the same
    /// input in a file named `t.mlir` (generated by running mlir-opt on each case; the one
    /// "Available dialects" list is reduced to this context's dialects).
    #[test]
    fn diagnostics_match_mlir_opt() {
        let cases: &[(&str, &str, bool, &str)] = &[
        ("undeclared", "\"foo.a\"(%x) : (i32) -> ()", true, "t.mlir:1:9: error: use of undeclared SSA value name\n\"foo.a\"(%x) : (i32) -> ()\n        ^\n"),
        ("redef", "%x = \"foo.a\"() : () -> i32\n%x = \"foo.b\"() : () -> i32", true, "t.mlir:2:1: error: redefinition of SSA value '%x'\n%x = \"foo.b\"() : () -> i32\n^\nt.mlir:1:1: note: previously defined here\n%x = \"foo.a\"() : () -> i32\n^\n"),
        ("redef_nested", "%x:2 = \"foo.a\"() : () -> (i32, i32)\n\"foo.r\"() ({\n%x = \"foo.b\"() : () -> i32\n}) : () -> ()", true, "t.mlir:3:1: error: redefinition of SSA value '%x'\n%x = \"foo.b\"() : () -> i32\n^\nt.mlir:1:1: note: previously defined here\n%x:2 = \"foo.a\"() : () -> (i32, i32)\n^\n"),
        ("def_type_mismatch", "\"foo.u\"(%x) : (i64) -> ()\n%x = \"foo.a\"() : () -> i32", true, "t.mlir:2:1: error: definition of SSA value '%x#0' has type 'i32'\n%x = \"foo.a\"() : () -> i32\n^\nt.mlir:1:9: note: previously used here with type 'i64'\n\"foo.u\"(%x) : (i64) -> ()\n        ^\n"),
        ("use_type_mismatch", "%x = \"foo.a\"() : () -> i32\n\"foo.u\"(%x) : (i64) -> ()", true, "t.mlir:2:9: error: use of value '%x' expects different type than prior uses: 'i64' vs 'i32'\n\"foo.u\"(%x) : (i64) -> ()\n        ^\nt.mlir:1:1: note: prior use here\n%x = \"foo.a\"() : () -> i32\n^\n"),
        ("invalid_result_number", "%x:2 = \"foo.a\"() : () -> (i32, i32)\n\"foo.u\"(%x#2) : (i32) -> ()", true, "t.mlir:2:9: error: reference to invalid result number\n\"foo.u\"(%x#2) : (i32) -> ()\n        ^\n"),
        ("forward_result_out_of_range", "\"foo.u\"(%x#2) : (i32) -> ()\n%x:2 = \"foo.a\"() : () -> (i32, i32)", true, "t.mlir:1:9: error: use of undeclared SSA value name\n\"foo.u\"(%x#2) : (i32) -> ()\n        ^\n"),
        ("zero_results", "%x:0 = \"foo.a\"() : () -> (i32)", true, "t.mlir:1:4: error: expected named operation to have at least 1 result\n%x:0 = \"foo.a\"() : () -> (i32)\n   ^\n"),
        ("result_count", "%x:2, %y = \"foo.a\"() : () -> (i32, i32, i32, i32)", true, "t.mlir:1:1: error: operation defines 4 results but was provided 3 to bind\n%x:2, %y = \"foo.a\"() : () -> (i32, i32, i32, i32)\n^\n"),
        ("no_results_named", "%x = \"foo.a\"() : () -> ()", true, "t.mlir:1:1: error: cannot name an operation with no results\n%x = \"foo.a\"() : () -> ()\n^\n"),
        ("operand_count", "\"foo.a\"(%x) : () -> ()", true, "t.mlir:1:15: error: expected 1 operand type\0 but had 0\n\"foo.a\"(%x) : () -> ()\n              ^\n"),
        ("operand_count2", "%x = \"foo.a\"() : () -> (i32)\n\"foo.a\"(%x, %x) : (i32) -> ()", true, "t.mlir:2:19: error: expected 2 operand types but had 1\n\"foo.a\"(%x, %x) : (i32) -> ()\n                  ^\n"),
        ("not_function_type", "\"foo.a\"() : i32", true, "t.mlir:1:13: error: expected function type\n\"foo.a\"() : i32\n            ^\n"),
        ("eof_after_eq", "%x = ", true, "t.mlir:1:5: error: expected operation name in quotes\n%x = \n    ^\n"),
        ("eof_after_name", "%x", true, "t.mlir:1:2: error: expected '=' after SSA name\n%x\n ^\n"),
        ("missing_lparen", "\"foo.a\"", true, "t.mlir:1:7: error: expected '(' to start operand list\n\"foo.a\"\n      ^\n"),
        ("missing_rparen", "\"foo.a\"(%x %y)", true, "t.mlir:1:11: error: expected ')' to end operand list\n\"foo.a\"(%x %y)\n          ^\n"),
        ("missing_colon", "\"foo.a\"()", true, "t.mlir:1:9: error: expected ':' followed by operation type\n\"foo.a\"()\n        ^\n"),
        ("successor_eof", "\"foo.a\"()[^bb0", true, "t.mlir:1:14: error: expected ',' or ']'\n\"foo.a\"()[^bb0\n             ^\n"),
        ("successor_empty", "\"foo.a\"()[] : () -> ()", true, "t.mlir:1:11: error: expected list element\n\"foo.a\"()[] : () -> ()\n          ^\n"),
        ("undefined_block", "\"foo.a\"()[^bb0] : () -> ()", true, "t.mlir:1:11: error: reference to an undefined block\n\"foo.a\"()[^bb0] : () -> ()\n          ^\n"),
        ("region_brace", "\"foo.a\"() ( : () -> ()", true, "t.mlir:1:12: error: expected '{' to begin a region\n\"foo.a\"() ( : () -> ()\n           ^\n"),
        ("region_list", "\"foo.a\"() ({} : () -> ()", true, "t.mlir:1:14: error: expected ')' to end region list\n\"foo.a\"() ({} : () -> ()\n             ^\n"),
        ("props_close", "\"foo.a\"() <{a = 1} : () -> ()", true, "t.mlir:1:19: error: expected '>' to close properties\n\"foo.a\"() <{a = 1} : () -> ()\n                  ^\n"),
        ("empty_name", "\"\"() : () -> ()", true, "t.mlir:1:1: error: empty operation name is invalid\n\"\"() : () -> ()\n^\n"),
        ("nul_in_name", "\"a\\00b\"() : () -> ()", true, "t.mlir:1:1: error: null character not allowed in operation name\n\"a\\00b\"() : () -> ()\n^\n"),
        ("hash_in_result", "%x#1 = \"foo.a\"() : () -> i32", true, "t.mlir:1:3: error: expected '=' after SSA name\n%x#1 = \"foo.a\"() : () -> i32\n  ^\n"),
        ("bad_top_level", "}", true, "t.mlir:1:1: error: expected operation name in quotes\n}\n^\n"),
        ("block_redef", "\"foo.r\"() ({\n  \"foo.br\"()[^bb1] : () -> ()\n^bb1:\n^bb1:\n  \"foo.e\"() : () -> ()\n}) : () -> ()", true, "t.mlir:4:1: error: redefinition of block '^bb1'\n^bb1:\n^\n"),
        ("block_undefined_in_region", "\"foo.r\"() ({\n  \"foo.br\"()[^bb2] : () -> ()\n^bb1:\n  \"foo.e\"() : () -> ()\n}) : () -> ()", true, "t.mlir:2:14: error: reference to an undefined block\n  \"foo.br\"()[^bb2] : () -> ()\n             ^\n"),
        ("block_arg_redef", "\"foo.r\"() ({\n^bb1(%a: i32, %a: i32):\n  \"foo.e\"() : () -> ()\n}) : () -> ()", true, "t.mlir:2:15: error: redefinition of SSA value '%a'\n^bb1(%a: i32, %a: i32):\n              ^\nt.mlir:2:6: note: previously defined here\n^bb1(%a: i32, %a: i32):\n     ^\n"),
        ("block_arg_colon", "\"foo.r\"() ({\n^bb1(%a i32):\n}) : () -> ()", true, "t.mlir:2:8: error: expected ':' and type for SSA operand\n^bb1(%a i32):\n       ^\n"),
        ("block_arg_rparen", "\"foo.r\"() ({\n^bb1(%a: i32\n}) : () -> ()", true, "t.mlir:2:13: error: expected ')'\n^bb1(%a: i32\n            ^\n"),
        ("block_colon", "\"foo.r\"() ({\n^bb1\n}) : () -> ()", true, "t.mlir:2:5: error: expected ':' after block name\n^bb1\n    ^\n"),
        ("region_scope_end", "\"foo.a\"() ({^bb0(%a: i32): \"foo.b\"(%a) : (i32) -> ()}) : () -> ()\n\"foo.c\"(%a) : (i32) -> ()", true, "t.mlir:2:9: error: use of undeclared SSA value name\n\"foo.c\"(%a) : (i32) -> ()\n        ^\n"),
        ("attr_alias_redef", "#a = 1\n#a = 2", true, "t.mlir:2:1: error: redefinition of attribute alias id 'a'\n#a = 2\n^\n"),
        ("type_alias_redef", "!a = i32\n!a = i32", true, "t.mlir:2:1: error: redefinition of type alias id 'a'\n!a = i32\n^\n"),
        ("attr_alias_eq", "#a 1", true, "t.mlir:1:3: error: expected '=' in attribute alias definition\n#a 1\n  ^\n"),
        ("attr_alias_dot", "#a.b = 1", true, "t.mlir:1:1: error: attribute names with a '.' are reserved for dialect-defined names\n#a.b = 1\n^\n"),
        ("type_alias_dot", "!a.b = i32", true, "t.mlir:1:1: error: type names with a '.' are reserved for dialect-defined names\n!a.b = i32\n^\n"),
        ("type_alias_eq", "!a i32", true, "t.mlir:1:3: error: expected '=' in type alias definition\n!a i32\n  ^\n"),
        ("meta_unknown_key", "{-# foo: { } #-}", true, "t.mlir:1:5: error: unknown key 'foo' in file metadata dictionary\n{-# foo: { } #-}\n    ^\n"),
        ("meta_key_string", "{-# \"dialect_resources\": { } #-}", true, "t.mlir:1:5: error: expected identifier key in file metadata dictionary\n{-# \"dialect_resources\": { } #-}\n    ^\n"),
        ("meta_unknown_dialect", "{-# dialect_resources: { foo: { a: \"0x01\" } } #-}", true, "t.mlir:1:26: error: dialect 'foo' is unknown\n{-# dialect_resources: { foo: { a: \"0x01\" } } #-}\n                         ^\n"),
        ("meta_not_hex", "{-# dialect_resources: { builtin: { a: 1 } } #-}", true, "t.mlir:1:40: error: expected hex string blob for key 'a'\n{-# dialect_resources: { builtin: { a: 1 } } #-}\n                                       ^\n"),
        ("meta_short_blob", "{-# dialect_resources: { builtin: { a: \"0x01\" } } ", true, "t.mlir:1:40: error: expected hex string blob for key 'a' to encode alignment in first 4 bytes\n{-# dialect_resources: { builtin: { a: \"0x01\" } } \n                                       ^\n"),
        ("meta_trailing_comma", "{-# dialect_resources: { builtin: { a: \"0x01000000\", } } #-}", true, "t.mlir:1:54: error: expected identifier key for 'resource' entry\n{-# dialect_resources: { builtin: { a: \"0x01000000\", } } #-}\n                                                     ^\n"),
        ("meta_end", "{-# dialect_resources: {} ", true, "t.mlir:1:26: error: expected ',' or '#-}'\n{-# dialect_resources: {} \n                         ^\n"),
        ("meta_external_value", "{-# external_resources: { x: { a: foo } } #-}", true, "t.mlir:1:35: error: expected string value for key 'a'\n{-# external_resources: { x: { a: foo } } #-}\n                                  ^\n"),
        ("meta_external_hex", "{-# external_resources: { x: { a: \"abc\", b: \"0x0100000002\", c: true, d: \"0xZZ\" } } #-}", true, "t.mlir:1:73: error: expected hex string blob for key 'd'\n{-# external_resources: { x: { a: \"abc\", b: \"0x0100000002\", c: true, d: \"0xZZ\" } } #-}\n                                                                        ^\n"),
        ("unregistered_dialect", "\"foo.op\"() : () -> ()", false, "t.mlir:1:9: error: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used\n\"foo.op\"() : () -> ()\n        ^\n"),
        ("unregistered_dialect_eof", "\"foo.bar\"", false, "t.mlir:1:9: error: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used\n\"foo.bar\"\n        ^\n"),
        ("custom_dialect_unknown", "%0 = foo.op", true, "t.mlir:1:6: error: Dialect `foo' not found for custom op 'foo.op' \n%0 = foo.op\n     ^\nt.mlir:1:6: note: Available dialects: builtin ; for more info on dialect registration see https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management\n"),
        ("custom_unknown", "module { bar }", true, "t.mlir:1:10: error: custom op 'bar' is unknown (tried 'builtin.bar' as well)\nmodule { bar }\n         ^\n"),
        ("custom_unknown_builtin", "builtin.foo", true, "t.mlir:1:1: error: custom op 'builtin.foo' is unknown\nbuiltin.foo\n^\n"),
        ("loc_alias_undefined", "\"foo.a\"() : () -> () loc(#loc1)", true, "t.mlir:1:26: error: operation location alias was never defined\n\"foo.a\"() : () -> () loc(#loc1)\n                         ^\n"),
        ("loc_alias_not_loc", "\"foo.a\"() : () -> () loc(#loc1)\n#loc1 = 1", true, "t.mlir:1:26: error: expected location, but found '1 : i64'\n\"foo.a\"() : () -> () loc(#loc1)\n                         ^\n"),
        ("loc_paren", "\"foo.a\"() : () -> () loc", true, "t.mlir:1:24: error: expected '(' in location\n\"foo.a\"() : () -> () loc\n                       ^\n"),
        ("cast_to", "%0 = \"foo.a\"() : () -> i32\n%1 = builtin.unrealized_conversion_cast %0 : i32 i64", true, "t.mlir:2:50: error: custom op 'builtin.unrealized_conversion_cast' expected 'to'\n%1 = builtin.unrealized_conversion_cast %0 : i32 i64\n                                                 ^\n"),
        ("cast_count", "%0 = \"foo.a\"() : () -> i32\n%1 = builtin.unrealized_conversion_cast %0, %0 : i32 to i64", true, "t.mlir:2:41: error: custom op 'builtin.unrealized_conversion_cast' number of operands and types do not match: got 2 operands and 1 types\n%1 = builtin.unrealized_conversion_cast %0, %0 : i32 to i64\n                                        ^\n"),
        ("cast_colon", "%0 = \"foo.a\"() : () -> i32\n%1 = builtin.unrealized_conversion_cast %0 i64", true, "t.mlir:2:43: error: expected ':'\n%1 = builtin.unrealized_conversion_cast %0 i64\n                                          ^\n"),
        ("module_attr_type", "module attributes {sym_name = 1} {}", true, "t.mlir:1:8: error: custom op 'builtin.module' 'builtin.module' op attribute 'sym_name' failed to satisfy constraint: string attribute\nmodule attributes {sym_name = 1} {}\n       ^\n"),
        ("module_attrs_brace", "module attributes", true, "t.mlir:1:17: error: expected '{' in attribute dictionary\nmodule attributes\n                ^\n"),
        ("props_not_supported", "\"builtin.unrealized_conversion_cast\"() <{}> : () -> i32", true, "t.mlir:1:1: error: invalid properties {} for op builtin.unrealized_conversion_cast: this operation does not support properties\n\"builtin.unrealized_conversion_cast\"() <{}> : () -> i32\n^\n"),
        ("props_not_dict", "\"builtin.module\"() <1> ({^bb0:}) : () -> ()", true, "t.mlir:1:1: error: invalid properties 1 : i64 for op builtin.module: expected DictionaryAttr to set properties\n\"builtin.module\"() <1> ({^bb0:}) : () -> ()\n^\n"),
            (
                "forward_ref_erased_with_nested_definition",
                "\"foo.u\"(%x#2) : (i32) -> ()\n\"foo.r\"() ({\n  %x:2 = \"foo.a\"() : () -> (i32, i32)\n}) : () -> ()\n%x:3 = \"foo.b\"() : () -> (i32, i32, i32)",
                true,
                "t.mlir:1:9: error: use of undeclared SSA value name\n\"foo.u\"(%x#2) : (i32) -> ()\n        ^\n",
            ),
        ];
        let mut failures = vec![];
        for &(name, src, allow, want) in cases {
            let got = err(src, allow);
            if got != want {
                failures.push(format!("{name}:\n got: {got:?}\nwant: {want:?}"));
            }
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }

    #[test]
    fn result_groups_and_forward_references() {
        let src = "\"foo.use\"(%later, %g#1) : (i32, f32) -> ()\n\
                   %a, %b:2 = \"foo.def\"() : () -> (i1, i8, i16)\n\
                   %later = \"foo.x\"(%b#1, %a) : (i16, i1) -> i32\n\
                   %g:2 = \"foo.y\"() : () -> (f32, f32)\n";
        let (ctx, r) = run(src, true, true);
        let m = r.expect("parses");
        let ops = all_ops(&ctx, m);
        assert_eq!(ops.len(), 5);
        let body = ctx.ir.first_block(ctx.ir.op(m).regions[0]).unwrap();
        let list: Vec<Op> = ctx.ir.block_ops(body).collect();
        let (use_op, def, x, y) = (list[0], list[1], list[2], list[3]);
        assert_eq!(ctx.ir.operand(use_op, 0), ctx.ir.result(x, 0));
        assert_eq!(ctx.ir.operand(use_op, 1), ctx.ir.result(y, 1));
        assert_eq!(ctx.ir.operand(x, 0), ctx.ir.result(def, 2));
        assert_eq!(ctx.ir.operand(x, 1), ctx.ir.result(def, 0));
    }

    #[test]
    fn scoping_of_nested_regions() {
        // Outer values are visible inside; names may be reused in sibling regions.
        let src = "%o = \"foo.o\"() : () -> i32\n\
                   \"foo.r\"() ({\n  %x = \"foo.a\"(%o) : (i32) -> i32\n}, {\n  %x = \"foo.b\"() : () -> i32\n}) : () -> ()\n\
                   \"foo.u\"(%x) : (i32) -> ()\n%x = \"foo.c\"() : () -> i32\n";
        let (ctx, r) = run(src, true, true);
        let m = r.expect("parses");
        assert_eq!(all_ops(&ctx, m).len(), 7);
    }

    #[test]
    fn blocks_successors_and_arguments() {
        let src = "\"foo.f\"() ({\n^entry(%x: i32, %c: i1):\n  \"foo.cbr\"(%c)[^a, ^b] : (i1) -> ()\n\
                   ^a:\n  \"foo.br\"(%x)[^b] : (i32) -> ()\n^b(%v: i32):\n  \"foo.ret\"(%v) : (i32) -> ()\n}) : () -> ()";
        let (ctx, r) = run(src, true, true);
        let m = r.expect("parses");
        let body = ctx.ir.first_block(ctx.ir.op(m).regions[0]).unwrap();
        let f = ctx.ir.first_op(body).unwrap();
        let blocks: Vec<Block> = ctx.ir.region_blocks(ctx.ir.op(f).regions[0]).collect();
        assert_eq!(blocks.len(), 3);
        assert_eq!(ctx.ir.block_args(blocks[0]).len(), 2);
        let cbr = ctx.ir.first_op(blocks[0]).unwrap();
        assert_eq!(&*ctx.ir.op(cbr).successors, &[blocks[1], blocks[2]]);
        // empty region vs region with an empty entry block
        let (ctx, r) = run("\"foo.a\"() ({}, {\n^bb0:\n}) : () -> ()", true, true);
        let m = r.unwrap();
        let body = ctx.ir.first_block(ctx.ir.op(m).regions[0]).unwrap();
        let a = ctx.ir.first_op(body).unwrap();
        let rs = &ctx.ir.op(a).regions;
        assert_eq!(ctx.ir.region_blocks(rs[0]).count(), 0);
        assert_eq!(ctx.ir.region_blocks(rs[1]).count(), 1);
    }

    #[test]
    fn implicit_module_rules() {
        // A single module is returned as is, keeping its location.
        let (ctx, r) = run("module @m attributes {foo.x} {\n}", true, true);
        let m = r.unwrap();
        assert_eq!(ctx.str(ctx.ir.op(m).name), "builtin.module");
        assert_eq!(ctx.ir.op_parent(m), None);
        assert!(matches!(
            ctx.attr_kind(ctx.ir.op(m).loc),
            AttrKind::FileLineCol {
                line: 1,
                col: 1,
                ..
            }
        ));
        match &ctx.ir.op(m).props {
            Properties::Slots(s) => assert!(s[0].is_some() && s[1].is_none()),
            _ => panic!("module properties"),
        }
        // Two modules get wrapped; the wrapper is at 0:0.
        let (ctx, r) = run("module {}\nmodule {}", true, true);
        let m = r.unwrap();
        assert!(matches!(
            ctx.attr_kind(ctx.ir.op(m).loc),
            AttrKind::FileLineCol {
                line: 0,
                col: 0,
                ..
            }
        ));
        let body = ctx.ir.first_block(ctx.ir.op(m).regions[0]).unwrap();
        assert_eq!(ctx.ir.block_ops(body).count(), 2);
        // --no-implicit-module
        let (ctx, r) = run("\"foo.x\"() : () -> ()", true, false);
        assert_eq!(ctx.str(ctx.ir.op(r.unwrap()).name), "foo.x");
        let (_, r) = run(
            "\"foo.x\"() : () -> ()\n\"foo.x\"() : () -> ()",
            true,
            false,
        );
        assert_eq!(
            r.unwrap_err(),
            "t.mlir:0:0: error: source must contain a single top-level operation, found: 2\n"
        );
    }

    #[test]
    fn properties_of_registered_and_unregistered_ops() {
        // discardable attrs with inherent names move into slots; `<{..}>` wins.
        let src = "\"builtin.module\"() <{sym_name = \"a\", junk = 1}> ({\n^bb0:\n}) {sym_name = \"b\", sym_visibility = \"private\", x.y} : () -> ()";
        let (ctx, r) = run(src, true, true);
        let m = r.unwrap();
        let Properties::Slots(s) = &ctx.ir.op(m).props else {
            panic!()
        };
        let text = |a: Option<Attribute>| match a.map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::String { value, .. }) => String::from_utf8_lossy(value).into_owned(),
            _ => "-".into(),
        };
        assert_eq!(
            (text(s[0]), text(s[1])),
            ("a".to_string(), "private".to_string())
        );
        assert_eq!(ctx.dict_entries(ctx.ir.op(m).attrs).len(), 1);
        // unregistered: kept as the attribute
        let (ctx, r) = run("\"foo.a\"() <1> : () -> ()", true, true);
        let m = r.unwrap();
        let body = ctx.ir.first_block(ctx.ir.op(m).regions[0]).unwrap();
        let a = ctx.ir.first_op(body).unwrap();
        assert!(matches!(ctx.ir.op(a).props, Properties::Dict(_)));
    }

    #[test]
    fn resources_are_stored() {
        let src = "{-# dialect_resources: { builtin: { a: \"0x01000000ab\", \"q k\": \"0x0100000001\" } },\n\
                   external_resources: { tool: { f: true, s: \"x\\\"y\", b: \"0x08000000DEADbeef\" } } #-}\n\
                   {-# dialect_resources: { builtin: { a: \"0x0100000002\" } } #-}";
        let (ctx, r) = run(src, true, true);
        r.unwrap();
        let res: Vec<(String, String)> = ctx
            .resources
            .iter()
            .map(|r| (ctx.str(r.key).to_string(), r.value.to_string()))
            .collect();
        assert_eq!(
            res,
            vec![
                ("a".into(), "0x0100000002".into()),
                ("q k".into(), "0x0100000001".into())
            ]
        );
        let ext: Vec<ExternalResourceValue> = ctx
            .external_resources
            .iter()
            .map(|r| r.value.clone())
            .collect();
        assert_eq!(
            ext,
            vec![
                ExternalResourceValue::Bool(true),
                ExternalResourceValue::String(b"x\"y".to_vec().into_boxed_slice()),
                ExternalResourceValue::Blob("0x08000000DEADBEEF".into()),
            ]
        );
    }

    #[test]
    fn custom_forms_of_builtin_ops() {
        let src = "module @m {\n  %0 = \"foo.a\"() : () -> i32\n  %1:2 = builtin.unrealized_conversion_cast %0, %0 : i32, i32 to i64, i8 {k}\n  %2 = unrealized_conversion_cast to f32\n}";
        let (ctx, r) = run(src, true, true);
        let m = r.unwrap();
        let body = ctx.ir.first_block(ctx.ir.op(m).regions[0]).unwrap();
        let ops: Vec<Op> = ctx.ir.block_ops(body).collect();
        assert_eq!(ops.len(), 3);
        assert_eq!(
            ctx.str(ctx.ir.op(ops[1]).name),
            "builtin.unrealized_conversion_cast"
        );
        assert_eq!(ctx.ir.num_operands(ops[1]), 2);
        assert_eq!(ctx.ir.num_results(ops[1]), 2);
        assert_eq!(ctx.dict_entries(ctx.ir.op(ops[1]).attrs).len(), 1);
        assert_eq!(ctx.ir.num_operands(ops[2]), 0);
        // `module {}` gets its single block
        let (ctx, r) = run("module {}", true, true);
        let m = r.unwrap();
        assert_eq!(ctx.ir.region_blocks(ctx.ir.op(m).regions[0]).count(), 1);
    }

    #[test]
    fn deferred_location_aliases() {
        let src = "\"foo.r\"() ({\n^bb0(%a: i32 loc(#x)):\n  \"foo.y\"() : () -> () loc(#y)\n}) : () -> ()\n#x = loc(\"q\":3:4)\n#y = loc(\"w\":5:6)";
        let (ctx, r) = run(src, true, true);
        let m = r.unwrap();
        for op in all_ops(&ctx, m) {
            assert!(ctx.attr_kind(ctx.ir.op(op).loc).is_location());
            assert!(!matches!(
                ctx.attr_kind(ctx.ir.op(op).loc),
                AttrKind::DeferredLoc { .. }
            ));
        }
    }

    #[test]
    fn hostile_inputs_fail_cleanly() {
        for src in [
            "\"foo.a\"() ({\n  \"foo.b\"() ({\n",
            "%x = \"foo.a\"(",
            "\"foo.a\"() : (",
            "{-# dialect_resources: {",
            "\"foo.a\"(%x#99999999999) : (i32) -> ()",
            "\"foo.a\"(%x#4000000000) : (i32) -> ()",
            "%x:99999999999999999999 = \"foo.a\"() : () -> ()",
        ] {
            assert!(run(src, true, true).1.is_err(), "{src}");
        }
        let bad = "\"foo.a\"() : () -> ()\n\u{1} \"foo.b\"() : () -> ()";
        assert!(run(bad, true, true).1.is_err());
        let mut ctx = Context::new();
        ctx.allow_unregistered = true;
        assert!(parse_source(
            &mut ctx,
            b"\"foo.\xff\"() : () -> ()\n\xfe",
            0,
            "t",
            1,
            true
        )
        .is_err());
        // A large forward result number does not allocate per number.
        let (_, r) = run(
            "\"foo.a\"(%x#3000000000) : (i32) -> ()\n%x = \"foo.b\"() : () -> i32",
            true,
            true,
        );
        assert!(r.unwrap_err().contains("use of undeclared SSA value name"));
    }

    /// 100,000 nested regions parse within a 2 MiB thread stack (it grows in segments), and an
    /// unclosed nest fails at the end of the input.
    #[test]
    fn deep_nesting_parses_on_a_small_stack() {
        let depth = 100_000;
        let mut src = "\"foo.r\"() ({\n".repeat(depth);
        src.push_str("\"foo.leaf\"() : () -> ()\n");
        let unclosed = src.clone();
        src.push_str(&"}) : () -> ()\n".repeat(depth));
        let h = std::thread::Builder::new()
            .stack_size(2 << 20)
            .spawn(move || {
                let mut ctx = Context::new();
                ctx.allow_unregistered = true;
                let top = parse_source(&mut ctx, src.as_bytes(), 0, "t", 1, true)
                    .map_err(|d| d.message)?;
                // count the levels down to the leaf
                let mut levels = 0;
                let mut op = top;
                while let Some(&r) = ctx.ir.op(op).regions.first() {
                    let Some(b) = ctx.ir.region_blocks(r).next() else {
                        break;
                    };
                    let Some(inner) = ctx.ir.block_ops(b).next() else {
                        break;
                    };
                    op = inner;
                    levels += 1;
                }
                let leaf = ctx.str(ctx.ir.op(op).name).to_string();
                let mut ctx = Context::new();
                ctx.allow_unregistered = true;
                let e = parse_source(&mut ctx, unclosed.as_bytes(), 0, "t", 1, true)
                    .map(|_| ())
                    .map_err(|d| d.message);
                Ok::<_, String>((levels, leaf, e))
            })
            .unwrap();
        let (levels, leaf, unclosed) = h.join().expect("no stack overflow").unwrap();
        // the implicit module, then the nest
        assert_eq!((levels, leaf.as_str()), (depth + 1, "foo.leaf"));
        assert!(unclosed.is_err());
    }
}
