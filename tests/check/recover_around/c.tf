variable "c" {
  default = [ for v in [ 1 , 2 ] : v + 1 x ]
}
variable "c2" {
  default = { for k , v in { a = 1 } : { k => v }
}
