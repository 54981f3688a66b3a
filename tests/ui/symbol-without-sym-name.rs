mod d {
    ods_macros::include_ods!("symbol-without-sym-name.ods");
}

fn main() {}
