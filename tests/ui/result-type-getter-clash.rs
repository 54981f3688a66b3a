mod d {
    ods_macros::include_ods!("result-type-getter-clash.ods");
}

fn main() {}
