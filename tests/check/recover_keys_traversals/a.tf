variable "a" {
  type    = any
  default = f ( [ 1 , 2 ] , { a = "s" , x ? 1 : 2 )
}
variable "a2" {
  default = null
}
