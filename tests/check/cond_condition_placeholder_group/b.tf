variable "zone" {
  default = 1 2
}

variable "rules" {
  type = object({a = number})
  default = 1 + ? ( 2 : 3 )
}
