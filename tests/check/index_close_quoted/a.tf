variable "port" {
  type = set(string)
  default = for [ "a\"b" "$${x}" , "null" ]
}

variable "zone" {
  type = number
  default = null
}

variable "size" {
  type = string
  default = 
}
