//! Arbitrary-width integers (placeholder until the full implementation lands).

/// An integer of a fixed bit width, two's complement.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct APInt {
    width: u32,
    words: Box<[u64]>,
}

impl APInt {
    /// `v` truncated to `width` bits.
    pub fn from_u64(width: u32, v: u64) -> Self {
        let n = (width as usize).div_ceil(64).max(1);
        let mut words = vec![0u64; n];
        words[0] = v;
        let mut a = APInt {
            width,
            words: words.into(),
        };
        a.mask();
        a
    }
    fn mask(&mut self) {
        let r = self.width % 64;
        if r != 0 {
            if let Some(last) = self.words.last_mut() {
                *last &= (1u64 << r) - 1;
            }
        }
    }
    /// The bit width.
    pub fn width(&self) -> u32 {
        self.width
    }
}
