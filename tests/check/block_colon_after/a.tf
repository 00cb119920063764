variable "tags" {
  type = object({enabled = list(string)})
  default = 1
enabled = [ true , " sp " ]
} :
}

variable "size" {
  type = string
}

variable "items" {
  type = number
  default = ! false && 1 2
}

variable "cfg" {
  type = bool
  default = f ( g 1 ) , h ( [ 2 ] ) )
}
