variable "d" {
  type    = list(string)
  default = f ( [ 1 , 2 ] , { a = "s" } [ , x ? 1 : 2
}
