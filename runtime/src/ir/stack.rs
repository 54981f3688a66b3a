//! A growable call stack for code that follows the input's nesting: the text parser (regions,
//! types, attributes, locations, dialect symbols) and the printer of types and attributes.
//!
//! Recursion there is the natural shape (generated custom parsers call back into the runtime's
//! region parser, dialect definitions' parsers and printers are user code), so instead of a
//! fixed depth limit the stack grows in segments on the heap when it runs low, as rustc does
//! with the `stacker` crate. A [`DeepStack`] keeps the address below which the current segment
//! has less than [`RED_ZONE`] bytes left, so the check at a nesting point is one comparison;
//! only a new segment asks the operating system. The segments in use are bounded
//! ([`MAX_SEGMENTS`] of [`SEGMENT`] bytes, [`MAX_STACK_BYTES`] in all): past that, parsing stops
//! with a located error ([`too_deep_message`]) and printing stops growing.

/// Stack left below which a nesting point continues on a new segment: more than any stretch of
/// code between two nesting points uses, debug builds and generated parsers included.
pub const RED_ZONE: usize = 256 * 1024;

/// Size of each new stack segment.
pub const SEGMENT: usize = 8 * 1024 * 1024;

/// The most segments in use at once (the memory bound on nesting).
pub const MAX_SEGMENTS: u32 = 128;

/// The most stack the segments take in all: 1 GiB, about a million levels of nested regions
/// in a release build.
pub const MAX_STACK_BYTES: usize = SEGMENT * MAX_SEGMENTS as usize;

/// The error text when nesting needs more than [`MAX_STACK_BYTES`] of stack.
pub fn too_deep_message() -> String {
    format!(
        "nesting is too deep: it needs more than {} MiB of stack",
        MAX_STACK_BYTES >> 20
    )
}

/// The stack budget of one parse or print on the current thread. Create it on the thread that
/// uses it.
#[derive(Debug)]
pub struct DeepStack {
    /// address below which less than [`RED_ZONE`] is left in the current segment (0 when the
    /// platform does not say: then the stack never grows)
    floor: usize,
    /// segments in use
    segments: u32,
    /// the most segments allowed at once
    max_segments: u32,
}

impl Default for DeepStack {
    fn default() -> Self {
        Self::new()
    }
}

/// An address in the caller's stack frame.
#[inline(always)]
fn stack_address() -> usize {
    let marker = 0u8;
    std::hint::black_box(std::ptr::addr_of!(marker)) as usize
}

/// The floor for the stack segment the caller runs on.
#[inline(never)]
fn floor_here() -> usize {
    match stacker::remaining_stack() {
        Some(left) => stack_address()
            .saturating_sub(left)
            .saturating_add(RED_ZONE),
        None => 0,
    }
}

impl DeepStack {
    /// The budget for the current thread's stack.
    pub fn new() -> Self {
        DeepStack {
            floor: floor_here(),
            segments: 0,
            max_segments: MAX_SEGMENTS,
        }
    }

    /// A budget without a bound on the segments (for printing, whose depth the parser or the
    /// program already bounded).
    pub fn unbounded() -> Self {
        DeepStack {
            max_segments: u32::MAX,
            ..Self::new()
        }
    }

    /// True when the current segment still has more than [`RED_ZONE`] bytes left.
    #[inline(always)]
    pub fn has_room(&self) -> bool {
        stack_address() >= self.floor
    }

    /// Runs `f(state)` on a new stack segment, where `stack(state)` is this budget (it lives
    /// inside the state `f` works on); `None` when the budget is spent.
    #[cold]
    #[inline(never)]
    pub fn grow<S, R>(
        state: &mut S,
        stack: fn(&mut S) -> &mut DeepStack,
        f: impl FnOnce(&mut S) -> R,
    ) -> Option<R> {
        let budget = stack(state);
        if budget.segments >= budget.max_segments {
            return None;
        }
        budget.segments += 1;
        let saved = budget.floor;
        let r = stacker::grow(SEGMENT, || {
            stack(state).floor = floor_here();
            f(state)
        });
        let budget = stack(state);
        budget.floor = saved;
        budget.segments -= 1;
        Some(r)
    }
}

#[cfg(test)]
mod tests {
    use super::DeepStack;

    struct Deep {
        stack: DeepStack,
        max_segments: u32,
    }

    /// Recurses `n` levels with a large frame, growing the stack as needed.
    fn down(d: &mut Deep, n: u32) -> Option<u32> {
        let frame = std::hint::black_box([n as u8; 4096]);
        if n == 0 {
            return Some(u32::from(frame[0]));
        }
        d.max_segments = d.max_segments.max(d.stack.segments);
        if d.stack.has_room() {
            down(d, n - 1)
        } else {
            DeepStack::grow(d, |d| &mut d.stack, |d| down(d, n - 1))?
        }
    }

    #[test]
    fn grows_past_the_thread_stack_and_stops_at_the_bound() {
        // 4 KiB frames: 20,000 levels need about 80 MiB, far past a test thread's stack
        let mut d = Deep {
            stack: DeepStack::new(),
            max_segments: 0,
        };
        assert_eq!(down(&mut d, 20_000), Some(0));
        assert!(d.max_segments > 4, "{}", d.max_segments);
        assert_eq!(d.stack.segments, 0);
        // with a budget of 3 segments (24 MiB), 20,000 levels stop cleanly
        d.stack.max_segments = 3;
        assert_eq!(down(&mut d, 20_000), None);
        assert_eq!(d.stack.segments, 0);
        assert_eq!(down(&mut d, 100), Some(0));
    }
}
