mod d {
    ods_macros::include_ods!("def-duplicate-type-mnemonic.ods");

}

fn main() {}
