mod d {
    ods_macros::include_ods!("unknown-escape.ods");
}

fn main() {}
