mod d {
    ods_macros::include_ods!("implicit-terminator-without-region.ods");
}

fn main() {}
