mod d {
    ods_macros::include_ods!("invalid-mnemonic.ods");
}

fn main() {}
