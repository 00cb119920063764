variable "c" {
  default = 
}

variable "d" {
  type = object({meta = any})
  default = [ for k in [ 1 ] : [ 2 , }
}
