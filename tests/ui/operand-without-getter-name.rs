mod d {
    ods_macros::include_ods!("operand-without-getter-name.ods");
}

fn main() {}
