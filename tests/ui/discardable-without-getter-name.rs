mod d {
    ods_macros::include_ods!("discardable-without-getter-name.ods");
}

fn main() {}
