#[ods_macros::dialect]
mod d {
    #[op(summary = "no mnemonic")]
    pub struct AOp;
}

fn main() {}
