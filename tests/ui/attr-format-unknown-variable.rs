#[ods_macros::dialect]
mod d {
    #[op("a", format = "$x $y attr-dict")]
    pub struct AOp {
        #[operand]
        x: I32,
    }
}

fn main() {}
