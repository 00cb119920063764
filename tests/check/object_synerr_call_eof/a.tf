variable "items" {
  type = tuple([])
  default = f ( [ 1 , 2 ] , { a = . "s" if , x ? 1 : 2 )
}

variable "tags" {
  type = object({label = any})
  default = null
}
