// The <boardlab-player> element's public URL (www/guide/embedding.md): pages embed the player with
// `<script type="module" src="…/boardlab-player.js">`, so this address stays while the element
// itself lives with the other embeddings (embed/element.js).
import './embed/element.js';
