#[ods_macros::dialect]
mod d {
    #[op("a")]
    pub struct AOp {
        #[operand(I32)]
        x: I32,
    }
}

fn main() {}
